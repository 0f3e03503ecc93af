import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayInIndia } from '@redhope/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CampaignsService } from '../../src/modules/campaigns';
import { jpegImage } from './images';
import type { Person } from './people';
import { startTestApp, type TestApp } from './test-app';

/** "date T time" for a day counted from today in India, as the campaign form sends it. */
export function campDate(daysFromToday: number, time = '10:00'): string {
  const day = new Date(`${todayInIndia()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + daysFromToday);
  return `${day.toISOString().slice(0, 10)}T${time}`;
}

/** A valid campaign form's text fields (address as an object: callers choose how to send it). */
export function campaignForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Blood donation camp at Ruby Hall',
    category: 'Blood donation camp',
    address: { addressLine: 'Ruby Hall Clinic, Sassoon Road', district: 'Pune', state: 'Maharashtra' },
    pincode: '411001',
    contactNo: '98220 12345',
    date: campDate(3),
    description: 'Walk-in donors welcome from 10 am to 4 pm. Bring a photo ID.',
    registrationLink: 'https://camps.example.org/ruby-hall',
    ...overrides,
  };
}

let cachedLeaflet: Promise<Buffer> | undefined;

/** A real JPEG leaflet, made once per test file. */
export function leafletJpeg(): Promise<Buffer> {
  cachedLeaflet ??= jpegImage(480, 640);
  return cachedLeaflet;
}

/** The form as multipart: the address as bracketed fields (the default) or as one JSON string. */
export function multipartCampaign(
  call: request.Test,
  fields: Record<string, unknown>,
  leaflet: Buffer | null,
  options: { address?: 'bracketed' | 'json'; filename?: string; contentType?: string } = {},
): request.Test {
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (name === 'address' && value && typeof value === 'object') {
      if (options.address === 'json') call.field('address', JSON.stringify(value));
      else for (const [key, part] of Object.entries(value)) call.field(`address[${key}]`, String(part));
    } else {
      call.field(name, String(value));
    }
  }
  if (leaflet) call.attach('leaflet', leaflet, { filename: options.filename ?? 'leaflet.jpg', contentType: options.contentType ?? 'image/jpeg' });
  return call;
}

/** Creates a campaign as `owner` through REST; returns its id. */
export async function createCampaign(url: string, owner: Person, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await multipartCampaign(request(url).post('/api/v1/campaign/create-campaign').set('cookie', owner.cookie), campaignForm(overrides), await leafletJpeg());
  if (res.status !== 201) throw new Error(`create-campaign failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/**
 * Writes to the campaigns table behind the service's back (a date in the past, which the form
 * cannot create; reports in bulk), then makes the instance forget its cached feed pages, as the
 * service does after its own writes.
 */
export async function writeCampaigns(t: TestApp, sql: string, params: unknown[]): Promise<void> {
  await t.app.get(DataSource).query(sql, params);
  t.app.get(CampaignsService).forgetFeedPages();
}

/** Moves a campaign's date. */
export function setCampaignDate(t: TestApp, campaignId: string, startsAt: Date): Promise<void> {
  return writeCampaigns(t, `UPDATE "campaigns" SET "starts_at" = $2 WHERE "id" = $1`, [campaignId, startsAt]);
}

export interface LeafletImage {
  width: number;
  height: number;
  variants: { name: string; format: string; width: number; height: number; url: string }[];
}

/** A campaign's stored leaflet, every size and format, as GraphQL gives it. */
export async function leafletOf(url: string, campaignId: string): Promise<LeafletImage> {
  const res = await request(url)
    .post('/graphql')
    .send({ query: 'query($id: ID!) { campaign(id: $id) { leaflet { width height variants { name format width height url } } } }', variables: { id: campaignId } });
  if (res.body.errors) throw new Error(`campaign(id) failed: ${JSON.stringify(res.body.errors)}`);
  return res.body.data.campaign.leaflet as LeafletImage;
}

/** The generated file names of a leaflet's variants. */
export function leafletFiles(image: LeafletImage): string[] {
  return image.variants.map((variant) => variant.url.split('/').pop() as string);
}

/**
 * The per-user campaign limits, raised: the suites share a few organisers across many campaigns
 * (the limits have a test of their own). With REDIS_URL the counts are shared by every app a
 * suite starts, so each of them needs this.
 */
export const CAMPAIGN_LIMITS_LIFTED: Record<string, string> = { CAMPAIGNS_PER_USER_PER_DAY: '10000', CAMPAIGN_REPORTS_PER_USER_PER_HOUR: '10000' };

/** The app with its own uploads folder, removed on close (a test never writes into .data/uploads); limits lifted unless `env` sets them. */
export async function startAppWithUploads(env: Record<string, string> = {}): Promise<TestApp & { uploadsDir: string }> {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'redhope-uploads-'));
  const t = await startTestApp({ UPLOADS_DIR: uploadsDir, ...CAMPAIGN_LIMITS_LIFTED, ...env });
  return {
    ...t,
    uploadsDir,
    close: async () => {
      await t.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
