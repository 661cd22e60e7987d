import { NAMESPACES } from './namespaces';
import { resources } from '../testing';

/*
 * A Korean particle takes its form from the sound that ends the word before it (#5를, #6을), so
 * one written after a value filled in later reads "#5을(를)" or is simply wrong half the time.
 * The site's Korean texts put a fixed word between a value and its particle instead.
 */

/** "(을)", "(으)" …: both forms offered at once. */
const BOTH_FORMS = /\((?:을|를|이|가|은|는|으|과|와)\)/;
/** A particle that changes with the sound before it, right after a value (or its quotes). */
const AFTER_VALUE = /\}\}[”’"]?(?:을|를|이|가|은|는|과|와|으로|로)/;

/** Every text of a resource tree, with its dotted key. */
function texts(tree: object, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : texts(value as object, path);
  });
}

test.each(NAMESPACES)('Korean %s texts need no particle chosen after a value', (ns) => {
  const wrong = texts(resources.ko[ns]).filter(
    ([, text]) => BOTH_FORMS.test(text) || AFTER_VALUE.test(text),
  );
  expect(wrong).toEqual([]);
});
