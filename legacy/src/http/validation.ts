import type { Input } from './input';
import { validationError } from './http-error';

/** x@y.z, as §5 asks of every e-mail field. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Collects field messages in Laravel's shape and throws one 422 when any rule failed. */
export class Validator {
  private readonly errors: Record<string, string[]> = {};

  constructor(private readonly input: Input) {}

  fail(field: string, message: string): this {
    (this.errors[field] ??= []).push(message);
    return this;
  }

  required(...fields: string[]): this {
    for (const field of fields) {
      if (this.input.string(field) === '')
        this.fail(field, `The ${field.replace(/_/g, ' ')} field is required.`);
    }
    return this;
  }

  email(field: string): this {
    const value = this.input.string(field);
    if (value !== '' && !EMAIL_PATTERN.test(value))
      this.fail(field, `The ${field} must be a valid email address.`);
    return this;
  }

  maxLength(field: string, max: number): this {
    if (this.input.string(field).length > max) {
      this.fail(field, `The ${field.replace(/_/g, ' ')} may not be greater than ${max} characters.`);
    }
    return this;
  }

  check(): void {
    if (Object.keys(this.errors).length > 0) throw validationError(this.errors);
  }
}
