import type { Page } from '@playwright/test';

export const STRONG_PASSWORD = 'Triathlon2026';

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@example.com`;
}

/** Page model of /login: drives it by role and label, as a user (or a screen reader) would. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await this.page.getByRole('heading', { name: 'Welcome to Tricoach' }).waitFor();
  }

  email() {
    return this.page.getByLabel('Email', { exact: true });
  }

  password() {
    return this.page.getByLabel('Password', { exact: true });
  }

  async signUp(email: string, password = STRONG_PASSWORD): Promise<void> {
    await this.page.getByRole('tab', { name: 'Create account' }).click();
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  async signIn(email: string, password = STRONG_PASSWORD): Promise<void> {
    await this.page.getByRole('tab', { name: 'Sign in' }).click();
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
}
