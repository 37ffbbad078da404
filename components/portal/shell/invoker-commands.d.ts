// The HTML invoker attributes (a button that opens or closes a <dialog> without script):
// React passes them through as plain attributes, its types do not list them yet.
/* eslint-disable @typescript-eslint/no-unused-vars -- merging with React's interfaces needs their type parameter */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close';
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
