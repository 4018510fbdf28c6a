/**
 * Wraps every island: one that throws while rendering shows a short message and a link home
 * instead, and the rest of the page stays (docs/specification.md, "Errors").
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** "Er ging iets mis bij het tonen van dit onderdeel", in the page's language. */
  message: string;
  /** Link text and address of the home page. */
  homeLabel: string;
  homeHref: string;
  children: ReactNode;
}

export class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('An island failed to render:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="rounded border border-error bg-white px-3 py-2 text-sm text-error">
        {this.props.message}. <a href={this.props.homeHref}>{this.props.homeLabel}</a>
      </p>
    );
  }
}

/** What every island gets for its error message: already translated strings. */
export interface Fallback {
  message: string;
  homeLabel: string;
  homeHref: string;
}

/** Wraps an island component in the boundary; the island takes `fallback` as an extra prop. */
export function withBoundary<P extends object>(Island: (props: P) => ReactNode) {
  function Bounded(props: P & { fallback: Fallback }) {
    const { fallback, ...rest } = props;
    return (
      <IslandBoundary {...fallback}>
        <Island {...(rest as P)} />
      </IslandBoundary>
    );
  }
  Bounded.displayName = `Bounded(${Island.name})`;
  return Bounded;
}
