import { Component, type ReactNode } from 'react';
import { BlockNotice } from './BlockNotice.tsx';

interface Props {
  type: string;
  index: number;
  children: ReactNode;
}

/** Keeps one failing block from blanking the page: the rest of the page still renders. */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  // Counted from 1, as the editor's rows are (Block 2 is the page's second block).
  componentDidCatch(error: unknown): void {
    console.error(`Block ${this.props.index + 1} (${this.props.type}) failed to render.`, error);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <BlockNotice>
        Block {this.props.index + 1} ({this.props.type}) failed to render; the browser console shows why.
      </BlockNotice>
    );
  }
}
