import { isAnswerCode, type AnswerCode } from '@wallet/shared/domain';

/*
 * Reading the message maps. Each map is typed by the codes it knows (a call's answer codes, a
 * field's rule codes), so a code without a message fails tsc where the map is written; a failure
 * or a form's field holds its code as any string, and these read the map with that string.
 */

/** The key for an API failure's code, when it is an answer code the map gives a message to. */
export function answerMessageKey<Key extends string>(
  messages: Partial<Record<AnswerCode, Key>>,
  code: string | null,
): Key | undefined {
  return code !== null && isAnswerCode(code) ? messages[code] : undefined;
}

/** The key for a field's code: the field kind's own message, else the general one for the code. */
export function fieldMessageKey<Code extends string, Key extends string>(
  own: Partial<Record<Code, Key>>,
  general: Partial<Record<Code, Key>>,
  code: string,
): Key | undefined {
  const read = (map: Partial<Record<Code, Key>>) =>
    (map as Readonly<Record<string, Key | undefined>>)[code];
  return read(own) ?? read(general);
}
