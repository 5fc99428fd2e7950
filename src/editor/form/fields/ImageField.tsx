/**
 * A picture: chosen from those under public/images, shown as thumbnails with their size, or added
 * from a file dropped or chosen here (saved under public/images/uploads with a clean name). Its alt
 * text is a field of its own, required by the schema.
 */
import { useRef, useState } from 'react';
import { useForm, type FieldProps } from '../context.ts';
import { Field } from '../Field.tsx';
import { Group } from '../Group.tsx';

const kilobytes = (bytes: number): string => `${Math.max(1, Math.round(bytes / 1024))} kB`;

export function ImageField({ schema, from, value, path, label, required, bare }: FieldProps) {
  const form = useForm();
  const dialog = useRef<HTMLDialogElement>(null);
  const [filter, setFilter] = useState('');
  const [failure, setFailure] = useState('');
  const image = (value ?? {}) as { src?: string; alt?: string } & Record<string, unknown>;
  const choose = (src: string): void => {
    form.change([...path, 'src'], src);
    dialog.current?.close();
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
      <Field
        schema={schema.properties?.alt ?? { type: 'string' }}
        from={from}
        value={image.alt}
        path={[...path, 'alt']}
        label="Alt text"
        required={schema.required?.includes('alt')}
      />
      {Object.entries(schema.properties ?? {})
        .filter(([name]) => name !== 'src' && name !== 'alt')
        .map(([name, property]) => (
          <Field key={name} schema={property} from={from} value={image[name]} path={[...path, name]} label={name} />
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
          Filter by path
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
