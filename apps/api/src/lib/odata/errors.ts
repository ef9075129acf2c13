import { HttpError } from '../http-error.ts';

/**
 * A `$filter` or `$orderby` the subset does not accept: always a 400 naming the parameter, what
 * is wrong and where ("$filter: unknown field 'password' at position 0"), never a 5xx.
 */
export class ODataError extends HttpError {
  readonly parameter: string;

  constructor(parameter: string, detail: string) {
    const message = `${parameter}: ${detail}`;
    super(400, 'validation_failed', message, { [parameter]: message });
    this.parameter = parameter;
  }
}
