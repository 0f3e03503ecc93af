import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';

/** The GraphQL `Upload` scalar (the multipart request spec): an argument that resolves to a file stream. */
export { GraphQLUpload, type FileUpload };

/**
 * The value of an `Upload` argument: it resolves to the file once its part arrives. Typed as an
 * interface (not Promise) so that the validation pipe, which would try to build a Promise from
 * it, leaves it alone.
 */
export type UploadArgument = PromiseLike<FileUpload>;
