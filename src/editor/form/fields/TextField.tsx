import { useCallback, useId, useState } from 'react';
import { useForm, type FieldProps } from '../context.ts';
import { Labelled } from '../Labelled.tsx';

/** A text field's value from its text: an optional member left empty is removed, as a person who clears it means. */
const fieldValue = (raw: string, required?: boolean, numeric?: boolean): unknown =>
  raw === '' && !required ? undefined : numeric && raw !== '' ? Number(raw) : raw;

export function TextField({ schema, value, path, label, required, numeric }: FieldProps & { numeric?: boolean }) {
  const form = useForm();
  const listId = useId();
  // Decided once, when the field is first shown: a field that turned into another element as its text
  // crossed a length would take the cursor out of itself in the middle of a word, and lose the rest of the typing.
  const [long] = useState(
    () => schema['x-rich-text'] || (schema.maxLength ?? 0) > 200 || (typeof value === 'string' && value.length > 70),
  );
  const text = value === undefined || value === null ? '' : String(value);
  const { foresee } = form;
  /**
   * A character typed is shown in the preview before the browser puts it into the field (`foresee`): the text it
   * will make is known from the field's selection. Not in a field without one (a number, an e-mail address) nor
   * while a character is composed.
   */
  const foreseeing = useCallback(
    (field: HTMLElement | null) => {
      const onBeforeInput = (event: InputEvent): void => {
        const { selectionStart: start, selectionEnd: end, value: now } = event.target as HTMLInputElement;
        if (
          event.defaultPrevented ||
          event.inputType !== 'insertText' ||
          event.data === null ||
          event.isComposing ||
          start === null ||
          end === null
        )
          return;
        foresee(path, fieldValue(now.slice(0, start) + event.data + now.slice(end), required, numeric));
      };
      field?.addEventListener('beforeinput', onBeforeInput);
      return () => field?.removeEventListener('beforeinput', onBeforeInput);
    },
    [foresee, path, required, numeric],
  );
  const isLink = schema['x-href'];
  const known = isLink && text !== '' && !/^(?:https:|mailto:|tel:)/.test(text);
  const target = known ? text.replace(/\?.*$/, '').replace(/#.*$/, '') : '';
  const leadsNowhere = known && !form.linkTargets.has(text) && !form.linkTargets.has(target);
  return (
    <Labelled label={label} hint={schema.description} required={required} path={path}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          value: text,
          'aria-describedby': describedBy || undefined,
          'aria-invalid': invalid || undefined,
          'aria-required': required || undefined,
          onFocus: () => form.focus(path),
          onChange: (event: { target: { value: string } }) =>
            form.change(path, fieldValue(event.target.value, required, numeric), true),
        };
        if (long && !numeric && !isLink)
          return <textarea ref={foreseeing} rows={Math.min(8, Math.max(2, Math.ceil(text.length / 48)))} {...common} />;
        return (
          <>
            <input
              type={numeric ? 'number' : schema.format === 'date' ? 'date' : schema.format === 'email' ? 'email' : 'text'}
              list={isLink ? listId : undefined}
              spellCheck={!isLink}
              ref={foreseeing}
              {...common}
            />
            {isLink && (
              <datalist id={listId}>
                {form.linkTargets.offer(text).map((t) => (
                  <option key={t.value} value={t.value} label={t.label} />
                ))}
              </datalist>
            )}
            {leadsNowhere && (
              <p className="warning" role="status">
                {text} is not a page, alias, planned path or anchor of this site.
              </p>
            )}
          </>
        );
      }}
    </Labelled>
  );
}
