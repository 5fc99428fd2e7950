import { embedOriginRule } from '../EmbedFrame/rules.ts';

export const embedScriptRules = embedOriginRule('scripts');
