// graphql-upload 17 ships JavaScript with JSDoc only: the parts the API uses, typed here.
declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';

  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}

declare module 'graphql-upload/processRequest.mjs' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProcessRequestOptions {
    maxFieldSize?: number;
    maxFileSize?: number;
    maxFiles?: number;
  }

  /** Parses a GraphQL multipart request into its operations, with each file replaced by an Upload promise. */
  export default function processRequest(request: IncomingMessage, response: ServerResponse, options?: ProcessRequestOptions): Promise<unknown>;
}

declare module 'graphql-upload/Upload.mjs' {
  import type { Readable } from 'node:stream';

  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(options?: { encoding?: BufferEncoding; highWaterMark?: number }): Readable;
  }
}
