import strings from '../fixtures/bad-input/strings.json';
import values from '../fixtures/bad-input/values.json';

const expand = (value: string) => (value === 'LONG_100000' ? 'x'.repeat(100_000) : value);

/** The hostile strings of tests/fixtures/bad-input, by name. */
export const badStrings: [string, string][] = Object.entries(strings)
  .filter(([name]) => name !== '_comment')
  .map(([name, value]) => [name, expand(value as string)]);

/** Values of the wrong type, by name. */
export const wrongTypes: [string, unknown][] = Object.entries(values).filter(([name]) => name !== '_comment');
