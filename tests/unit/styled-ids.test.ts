import { describe, expect, it } from 'vitest';
import { addStyledComponentIds } from '../../scripts/lib/vite/styled-ids.ts';

describe('addStyledComponentIds', () => {
  const root = '/project';

  it('names each styled component after its file and variable, before generics and templates', () => {
    const code = [
      'const Title = styled.h2`color: red;`;',
      'export const Band = styled.section<{ $tone: string }>`padding: 0;`;',
      'const Link = styled(SmartLink)<{ $on: boolean }>`x`;',
      'const Icon = styled(Wrap(Inner))`y`;',
    ].join('\n');
    const out = addStyledComponentIds(code, '/project/src/ui/Section.tsx', root).split('\n');
    expect(out[0]).toMatch(
      /^const Title = styled\.h2\.withConfig\(\{ displayName: 'Title', componentId: 'Title-[0-9a-f]{6}' \}\)`color: red;`;$/,
    );
    expect(out[1]).toMatch(
      /^export const Band = styled\.section\.withConfig\(\{ displayName: 'Band', componentId: 'Band-[0-9a-f]{6}' \}\)<\{ \$tone: string \}>`/,
    );
    expect(out[2]).toMatch(
      /^const Link = styled\(SmartLink\)\.withConfig\(\{ displayName: 'Link', componentId: 'Link-[0-9a-f]{6}' \}\)<\{ \$on: boolean \}>`x`;$/,
    );
    expect(out[3]).toMatch(/^const Icon = styled\(Wrap\(Inner\)\)\.withConfig\(/);
  });

  it('gives the same id for the same file and name, and different ids elsewhere', () => {
    const a = addStyledComponentIds('const Title = styled.h2`a`;', '/project/src/a.tsx', root);
    const again = addStyledComponentIds('const Title = styled.h2`b`;', '/project/src/a.tsx', root);
    const b = addStyledComponentIds('const Title = styled.h2`a`;', '/project/src/b.tsx', root);
    const id = (s: string) => /componentId: '([^']+)'/.exec(s)?.[1];
    expect(id(a)).toBe(id(again));
    expect(id(a)).not.toBe(id(b));
  });

  it('leaves other code alone', () => {
    const code = 'const x = styledThing.div`a`; const css = styled;';
    expect(addStyledComponentIds(code, '/project/src/a.tsx', root)).toBe(code);
  });
});
