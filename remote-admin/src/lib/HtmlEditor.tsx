import { useId, useLayoutEffect, useRef, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { SafeHtml } from '@wallet/shared/html';
import { Button } from '@wallet/shared/ui';
import './html-editor.css';

export const FORMATS = ['bold', 'italic', 'link', 'list'] as const;
export type Format = (typeof FORMATS)[number];

/** Ctrl (⌘ on a Mac) with these letters formats the selection, as in a word processor. */
const SHORTCUTS: Readonly<Record<string, Format>> = { b: 'bold', i: 'italic', k: 'link' };

/** The text after a format is applied, and the part to select then. */
export interface FormattedText {
  value: string;
  start: number;
  end: number;
}

/**
 * Wraps the selection (`start`..`end` of `value`) in the format's HTML. The selection afterwards
 * is what the administrator types next: the formatted text, or a new link's address.
 */
export function applyFormat(
  format: Format,
  value: string,
  start: number,
  end: number,
): FormattedText {
  const before = value.slice(0, start);
  const selected = value.slice(start, end);
  const after = value.slice(end);
  const insert = (open: string, inner: string, close: string): FormattedText => ({
    value: `${before}${open}${inner}${close}${after}`,
    start: start + open.length,
    end: start + open.length + inner.length,
  });
  switch (format) {
    case 'bold':
      return insert('<strong>', selected, '</strong>');
    case 'italic':
      return insert('<em>', selected, '</em>');
    case 'link':
      return insert('<a href="', 'https://', `">${selected}</a>`);
    case 'list': {
      const items = selected
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      if (items.length === 0) return insert('<ul>\n  <li>', '', '</li>\n</ul>');
      const list = `<ul>\n${items.map((item) => `  <li>${item}</li>`).join('\n')}\n</ul>`;
      return { value: `${before}${list}${after}`, start, end: start + list.length };
    }
  }
}

export interface HtmlEditorProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Translated error text, shown under the box and announced with it. */
  error?: string | undefined;
  rows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * Formatted content (a message, a notice) typed as HTML, with buttons that insert the few
 * formats members need and a live preview, beside the box on a wide screen. The preview goes through SafeHtml, so it shows what
 * members will see, scripts removed; the server cleans the content again when it is stored.
 */
export function HtmlEditor({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  rows = 10,
  ref,
}: HtmlEditorProps) {
  const { t } = useTranslation('adminSupport');
  const id = useId();
  const box = useRef<HTMLTextAreaElement | null>(null);
  // The selection to restore once the formatted value has been rendered.
  const nextSelection = useRef<{ start: number; end: number } | null>(null);

  useLayoutEffect(() => {
    const selection = nextSelection.current;
    if (!selection || !box.current) return;
    nextSelection.current = null;
    box.current.focus();
    box.current.setSelectionRange(selection.start, selection.end);
  }, [value]);

  const format = (which: Format) => {
    const element = box.current;
    if (!element) return;
    const edit = applyFormat(which, element.value, element.selectionStart, element.selectionEnd);
    nextSelection.current = { start: edit.start, end: edit.end };
    onChange(edit.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const shortcut = SHORTCUTS[event.key.toLowerCase()];
    if (!shortcut || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    format(shortcut);
  };

  const setBox = (node: HTMLTextAreaElement | null) => {
    box.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="ui-field html-editor">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <p id={hintId} className="ui-field__hint">
        {t('editor.hint')}
      </p>
      <div
        role="group"
        aria-label={t('editor.toolbar', { field: label })}
        className="html-editor__toolbar"
      >
        {FORMATS.map((which) => (
          <Button
            key={which}
            variant="secondary"
            className="html-editor__button"
            aria-controls={id}
            onClick={() => format(which)}
          >
            {t(`editor.${which}`)}
          </Button>
        ))}
      </div>
      {/* The preview stands beside the box when the editor is wide enough, under it when not. */}
      <div className="html-editor__panes">
        <div className="html-editor__pane">
          <textarea
            ref={setBox}
            id={id}
            name={name}
            rows={rows}
            className="ui-field__input ui-field__textarea html-editor__source"
            value={value}
            spellCheck
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
          />
          {error ? (
            <p id={errorId} className="ui-field__error">
              {error}
            </p>
          ) : null}
        </div>
        <section className="html-editor__preview" aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`} className="html-editor__preview-title">
            {t('editor.preview')}
          </h2>
          {value.trim() ? (
            <SafeHtml html={value} />
          ) : (
            <p className="money-admin__empty">{t('editor.previewEmpty')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
