// on-headers (jshttp) ships no types: it calls `listener` on `res` just before its headers are written.
declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';
  function onHeaders<T extends ServerResponse>(res: T, listener: (this: T) => void): void;
  export default onHeaders;
}
