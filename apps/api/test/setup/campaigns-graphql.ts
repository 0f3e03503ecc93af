import request from 'supertest';

/**
 * A GraphQL multipart request (the graphql-multipart-request-spec that apollo-upload-client
 * sends): `operations`, then `map`, then the file. Apollo's CSRF prevention needs the preflight
 * header, which the web client's upload link sends.
 */
export function gqlUpload(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  file: { variable: string; content: Buffer; filename?: string; contentType?: string },
  cookie?: string,
  preflight = true,
): request.Test {
  const call = request(url)
    .post('/graphql')
    .field('operations', JSON.stringify({ query, variables: { ...variables, [file.variable]: null } }))
    .field('map', JSON.stringify({ 0: [`variables.${file.variable}`] }))
    .attach('0', file.content, { filename: file.filename ?? 'leaflet.jpg', contentType: file.contentType ?? 'image/jpeg' });
  if (preflight) call.set('apollo-require-preflight', 'true');
  if (cookie) call.set('cookie', cookie);
  return call;
}

export const CREATE_CAMPAIGN = `mutation($input: CreateCampaignInput!, $leaflet: Upload!) {
  createCampaign(input: $input, leaflet: $leaflet) {
    id title category pincode contactNo date description registrationLink viewerIsOwner
    address { addressLine district state }
    owner { id userName }
    leaflet { width height variants { name format width height url } }
  }
}`;
