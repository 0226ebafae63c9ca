import { Component, type ComponentChildren } from 'preact';
import { ExceptionErrorPage, errorInfo } from '../features/exception';

interface Props {
  /** The current in-app URL: a new one clears the error. */
  url: string;
  homeHref: string;
  children: ComponentChildren;
}

interface State {
  failure: { error: unknown } | null;
  url: string;
}

/** Turns an unexpected error in a screen into the error page (§2) instead of a blank app. */
export class AppErrorBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = { failure: null, url: props.url };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.url !== state.url ? { failure: null, url: props.url } : null;
  }

  componentDidCatch(error: unknown) {
    this.setState({ failure: { error } });
  }

  render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    const info = errorInfo(failure.error);
    return <ExceptionErrorPage path={this.props.url} code={info.code} message={info.message} homeHref={this.props.homeHref} />;
  }
}
