import { didYouMean, quote } from '../../validation/words.ts';
import type { BlockRule } from '../types.ts';

/** A contact form posts to a form id that site.json declares, so the site's own endpoint accepts it too. */
export const contactFormRules: BlockRule = (block, site) => {
  if (!site?.forms || typeof block.formId !== 'string') return [];
  const known = [site.forms.contactFormId, ...(site.forms.otherContactFormIds ?? [])];
  if (known.includes(block.formId)) return [];
  return [
    {
      at: '/formId',
      code: 'unknown-form',
      message: `${quote(block.formId)} is not a form of this site.`,
      fix: `${didYouMean(block.formId, known).trim()} Forms: ${known.join(', ')}. Add it to "forms" › "otherContactFormIds" in content/site.json, or name one of these.`,
    },
  ];
};
