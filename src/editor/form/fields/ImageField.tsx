/**
 * A picture: chosen from those under public/images, shown as thumbnails with their size, or added
 * from a file dropped or chosen here (saved under public/images/uploads with a clean name). Its description
 * is a field of its own that the content gate requires, unless the picture is marked decorative; another
 * picture chosen starts without one.
 */
import { useRef, useState } from 'react';
import { useForm, type FieldProps } from '../context.ts';
import { Field } from '../Field.tsx';
import { Group } from '../Group.tsx';
import { titleOf } from '../labels.ts';

const kilobytes = (bytes: number): string => `${Math.max(1, Math.round(bytes / 1024))} kB`;

export function ImageField({ schema, from, value, path, label, required, bare }: FieldProps) {
  const form = useForm();
  const dialog = useRef<HTMLDialogElement>(null);
  const [filter, setFilter] = useState('');
  const [failure, setFailure] = useState('');
  const image = (value ?? {}) as { src?: string; alt?: string; decorative?: boolean } & Record<string, unknown>;
  const choose = (src: string): void => {
    // Another picture asks for its own description and focus point: the last one's would describe it wrongly.
    if (src !== image.src) form.change(path, { src, alt: '' });
    dialog.current?.close();
  };
  const decorative = image.decorative === true;
  const markDecorative = (on: boolean): void => {
    if (on) form.change(path, { ...image, alt: '', decorative: true });
    else form.change([...path, 'decorative'], undefined);
  };
  const add = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    setFailure('');
    try {
      choose(await form.upload(file));
    } catch (error) {
      setFailure((error as Error).message);
    }
  };
  const shown = form.pictures.filter((p) => p.src.includes(filter.trim().toLowerCase()));
  const body = (
    <div className="image-field">
      <div className="image-current">
        {image.src ? <img src={image.src} alt="" width={96} height={64} /> : <span className="image-empty">No picture</span>}
        <div>
          <code>{image.src ?? '—'}</code>
          <button type="button" onClick={() => dialog.current?.showModal()}>
            Choose picture…
          </button>
        </div>
      </div>
      {!decorative && (
        <Field
          schema={schema.properties?.alt ?? { type: 'string' }}
          from={from}
          value={image.alt}
          path={[...path, 'alt']}
          label={titleOf(schema.properties?.alt ?? {}, 'alt')}
          required
        />
      )}
      {schema.properties?.decorative && (
        <label className="check">
          <input type="checkbox" checked={decorative} onChange={(e) => markDecorative(e.target.checked)} />
          {titleOf(schema.properties.decorative, 'decorative')}
        </label>
      )}
      {Object.entries(schema.properties ?? {})
        .filter(([name]) => !['src', 'alt', 'decorative'].includes(name))
        .map(([name, property]) => (
          <Field
            key={name}
            schema={property}
            from={from}
            value={image[name]}
            path={[...path, name]}
            label={titleOf(property, name)}
          />
        ))}
      <dialog ref={dialog} className="picker" aria-label={`Choose the picture for ${label}`}>
        <form method="dialog" className="picker-head">
          <h2>Choose a picture</h2>
          <button type="submit" className="quiet">
            Close
          </button>
        </form>
        <div className="dropzone">
          <label>
            Add a picture from this computer: choose it, or drop it on the button below
            <input type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void add(e.target.files?.[0])} />
          </label>
          {failure && <p className="warning">{failure}</p>}
        </div>
        <label className="picker-filter">
          Find a picture by its name
          <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </label>
        <ul className="thumbnails">
          {shown.map((picture) => (
            <li key={picture.src}>
              <button type="button" aria-pressed={picture.src === image.src} onClick={() => choose(picture.src)}>
                <img src={picture.src} alt="" loading="lazy" width={160} height={107} />
                <span>{picture.src.replace(/^\/images\//, '')}</span>
                <span className="hint">{kilobytes(picture.bytes)}</span>
              </button>
            </li>
          ))}
        </ul>
      </dialog>
    </div>
  );
  if (bare) return body;
  return (
    <Group path={path} title={`${label}${required ? ' *' : ''}`} hint={schema.description} summary={image.src}>
      {body}
    </Group>
  );
}
