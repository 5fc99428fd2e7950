import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

// `const Title = styled.h2` / `styled(SmartLink)`, up to where a generic or the template literal starts.
const STYLED_DECLARATION = /(\bconst\s+(\w+)\s*=\s*styled(?:\.\w+|\((?:[^()]|\([^()]*\))*\)))(?=\s*(?:<|`))/g;

/**
 * Gives every styled component a componentId derived from its file and name.
 * styled-components otherwise numbers components in the order their modules run, and lazily loaded
 * blocks run in different orders on the server and in the browser: class names would then differ
 * between the prerendered HTML and hydration.
 */
export function addStyledComponentIds(code: string, file: string, root: string): string {
  const relativeFile = path.relative(root, file).split(path.sep).join('/');
  return code.replace(STYLED_DECLARATION, (_, declaration: string, name: string) => {
    const hash = createHash('sha1').update(`${relativeFile}:${name}`).digest('hex').slice(0, 6);
    return `${declaration}.withConfig({ displayName: '${name}', componentId: '${name}-${hash}' })`;
  });
}

export function styledComponentIds(): Plugin {
  let root = process.cwd();
  return {
    name: 'styled-component-ids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('styled')) return null;
      return { code: addStyledComponentIds(code, id, root), map: null };
    },
  };
}
