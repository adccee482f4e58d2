import { z } from 'zod';
import type { InjuryPauseType } from '../model/athlete';
import { isoDateField, modalityList, oneOfField, optionalField, whenValid } from './fields';
import { messages } from './messages';

export const INJURY_PAUSE_TYPES = ['Injury', 'Pause'] as const satisfies readonly InjuryPauseType[];

/**
 * POST and PUT injury-pause-reports (spec section 3): an injury or pause from `startDate`,
 * open or ending on `endDate` (inclusive, date_after_or_equals the start), with at least one
 * excluded modality.
 */
export const injuryPauseSchema = z
  .object({
    injuryPauseType: oneOfField(INJURY_PAUSE_TYPES, 'Type'),
    startDate: isoDateField('Start date'),
    endDate: optionalField(isoDateField('End date')),
    excludedModalities: modalityList('Excluded sports', {
      empty: 'Choose at least one sport to leave out',
      repeated: 'Each sport may be chosen only once',
    }),
  })
  .superRefine(
    (pause, ctx) => {
      if (pause.endDate && pause.endDate < pause.startDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: messages.dateAfterOrEquals('End date', 'the start date'),
        });
      }
    },
    whenValid('startDate', 'endDate'),
  );
