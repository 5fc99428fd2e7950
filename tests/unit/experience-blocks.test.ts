import { describe, expect, it } from 'vitest';
import { splitFeatured } from '../../src/blocks/FeaturedList/featured.ts';
import { rowLayouts } from '../../src/blocks/FeatureRows/layout.ts';

describe('feature rows', () => {
  it('alternate sides from the start the block names', () => {
    expect(rowLayouts([{}, {}, {}, {}])).toEqual(['image-left', 'text-left', 'image-left', 'text-left']);
    expect(rowLayouts([{}, {}, {}], 'text-left')).toEqual(['text-left', 'image-left', 'text-left']);
  });

  it('keep a row’s own layout without flipping the rows after it', () => {
    expect(rowLayouts([{}, { layout: 'image-left' }, {}, {}])).toEqual(['image-left', 'image-left', 'image-left', 'text-left']);
  });
});

describe('featured list', () => {
  const items: { title: string; featured?: boolean }[] = ['a', 'b', 'c', 'd'].map((title) => ({ title }));

  it('features the first item when none is marked', () => {
    const { featured, others } = splitFeatured(items);
    expect(featured.title).toBe('a');
    expect(others.map((i) => i.title)).toEqual(['b', 'c', 'd']);
  });

  it('features the marked item and keeps the others in order', () => {
    const marked = items.map((item) => ({ ...item, featured: item.title === 'c' }));
    const { featured, others } = splitFeatured(marked);
    expect(featured.title).toBe('c');
    expect(others.map((i) => i.title)).toEqual(['a', 'b', 'd']);
  });
});
