import { parseRichText } from '../content/rich-text.ts';
import { SmartLink } from './SmartLink.tsx';

/** Renders content text with its tiny inline markup as React elements; never as HTML. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseRichText(text).map((part, i) => {
        switch (part.kind) {
          case 'strong':
            return <strong key={i}>{part.text}</strong>;
          case 'em':
            return <em key={i}>{part.text}</em>;
          case 'link':
            return (
              <SmartLink key={i} href={part.href}>
                {part.text}
              </SmartLink>
            );
          default:
            return part.text;
        }
      })}
    </>
  );
}
