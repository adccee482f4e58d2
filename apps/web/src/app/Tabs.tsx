import type { ReactNode } from 'react';

/**
 * One tab of a `.tabs` row, marked selected when chosen. `id` and `controls` tie it to its
 * tabpanel, for rows that show one.
 */
export function Tab({
  selected,
  onSelect,
  id,
  controls,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  id?: string;
  controls?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="tab"
      id={id}
      aria-selected={selected}
      aria-controls={controls}
      className={`tabs__tab${selected ? ' tabs__tab--active' : ''}`}
      onClick={onSelect}
    >
      {children}
    </button>
  );
}

/** A row of tabs (the theme's `.tabs`): one button a choice, the chosen one marked selected. */
export function Tabs<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Extra class for the row, e.g. its number of columns. */
  className?: string;
}) {
  return (
    <div className={className ? `tabs ${className}` : 'tabs'} role="tablist" aria-label={label}>
      {options.map((option) => (
        <Tab key={option.value} selected={option.value === value} onSelect={() => onChange(option.value)}>
          {option.label}
        </Tab>
      ))}
    </div>
  );
}
