// Error boundary around every island: a crash is handed to the runtime, which restores the server markup.
import { Component, type ReactNode } from 'react';

interface Props {
  readonly onCrash: (error: unknown) => void;
  readonly children: ReactNode;
}

export class IslandBoundary extends Component<Props, { hasCrashed: boolean }> {
  override state = { hasCrashed: false };

  static getDerivedStateFromError(): { hasCrashed: boolean } {
    return { hasCrashed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onCrash(error);
  }

  override render(): ReactNode {
    return this.state.hasCrashed ? null : this.props.children;
  }
}
