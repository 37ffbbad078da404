// The few parts of the local S3 server's API the tests use (the package ships no types).
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  type Options = {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
