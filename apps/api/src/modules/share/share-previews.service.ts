import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  INDIA_TIME_ZONE,
  displayCalendarDate,
  SHARE_LANGUAGES,
  SHARE_LOCALES,
  shareAmount,
  shareCategory,
  shareNeed,
  sharePlace,
  shareText,
  type ShareLanguage,
} from '@redhope/domain';
import { ADDRESS_BUDGET_WINDOWS } from '../../common/rate-limit/address-limit';
import { RateLimitService, type RateLimit } from '../../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { fromRoot } from '../../config/paths';
import { CampaignsService, type CampaignEntity } from '../campaigns';
import { RequestsService, type BloodRequestEntity } from '../requests';
import { Gate, IMAGE_STORAGE, IMAGE_WORKERS, type ImageStorage } from '../uploads';
import { ImageCache, type CachedImage } from './image-cache';
import type { RequestFirstScreen } from './first-screen';
import type { PageTags } from './page-template';
import { CARD_HEIGHT, CARD_VERSION, CARD_WIDTH, closedRequestCard, leafletCard, openRequestCard, registerFonts, siteCard } from './preview-card';

/** Where the preview images are served (documented in docs/rest-contract.md, "Share previews"). */
export const PREVIEW_PATH = '/og';

const FONT_DIR = () => fromRoot('apps/api/data/fonts');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A preview image to send, or the answer to a conditional GET that still holds. */
export type ImageAnswer = { status: 200; image: CachedImage } | { status: 304; etag: string };

const dateIn = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: INDIA_TIME_ZONE, ...options });
const DAY_MONTH_YEAR = dateIn({ day: '2-digit', month: '2-digit', year: 'numeric' });
const TIME = dateIn({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** `yyyy-mm-dd` as dd/mm/yyyy and dd/mm (SPEC section 9), without any time-zone shift. */
function calendarDate(value: string): { full: string; short: string } {
  const full = displayCalendarDate(value);
  return { full, short: full.slice(0, 5) };
}

function etagOf(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 22);
}

/** Whether an If-None-Match header names this entity tag (a list, weak tags and `*` included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === `"${etag}"`;
  });
}

/**
 * What a shared request or campaign link shows before it is opened: the tags of its page and its
 * preview image. Nothing here is personal beyond what the public page shows (the applicant's
 * name, the hospital): never a phone number or an e-mail. A closed request says only that it is
 * closed, as its page does for everyone but its owner.
 */
@Injectable()
export class SharePreviewsService implements OnModuleInit {
  private readonly cache = new ImageCache(256, 48 * 1024 * 1024);
  private readonly drawing = new Map<string, Promise<CachedImage>>();
  /** Drawing is CPU work: a card at a time per free core, as uploads are decoded. */
  private readonly gate = new Gate(IMAGE_WORKERS);
  private readonly drawLimit: RateLimit;

  constructor(
    private readonly requests: RequestsService,
    private readonly campaigns: CampaignsService,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.drawLimit = rateLimits.limit({
      name: 'address-shareImagesPerHour',
      points: config.addressLimits.shareImagesPerHour,
      windowSeconds: ADDRESS_BUDGET_WINDOWS.shareImagesPerHour,
    });
  }

  /** The card's fonts, loaded at start-up: a missing font folder stops the start, not a share. */
  async onModuleInit(): Promise<void> {
    await registerFonts(FONT_DIR());
  }

  /** An absolute address on the public origin (PUBLIC_URL; this server's own address when unset). */
  absolute(path: string): string {
    return new URL(path, this.config.publicUrl ?? `http://localhost:${this.config.port}`).toString();
  }

  private base(language: ShareLanguage): Pick<PageTags, 'locale' | 'alternateLocales'> {
    return { locale: SHARE_LOCALES[language], alternateLocales: SHARE_LANGUAGES.filter((other) => other !== language).map((other) => SHARE_LOCALES[other]) };
  }

  private languageQuery(language: ShareLanguage, version?: string): string {
    const query = new URLSearchParams();
    if (version) query.set('v', version);
    if (language !== 'en') query.set('lang', language);
    const text = query.toString();
    return text ? `?${text}` : '';
  }

  /** The tags of every other page (home, an unknown or hidden id): the product and its card. */
  siteTags(language: ShareLanguage): PageTags {
    const title = shareText(language, 'siteTitle');
    return {
      title,
      description: shareText(language, 'siteDescription'),
      ...this.base(language),
      image: { url: this.absolute(`${PREVIEW_PATH}/site.png${this.languageQuery(language)}`), type: 'image/png', width: CARD_WIDTH, height: CARD_HEIGHT, alt: title },
    };
  }

  /**
   * A request page's tags and, while it is open (when anyone may see it), its first screen: the
   * public part of the page (first-screen.ts). A closed request's page is its owner's and its
   * helpers' only, so it keeps the placeholders. Null when there is no such request to show.
   */
  async requestPage(requestId: string, language: ShareLanguage): Promise<{ tags: PageTags; screen: RequestFirstScreen | null } | null> {
    if (!isUuid(requestId)) return null;
    const request = await this.requests.findForPreview(requestId);
    if (!request) return null;
    const screen: RequestFirstScreen | null = request.isActive
      ? {
          applicant: request.applicant,
          bloodGroup: request.bloodGroup,
          component: request.component,
          units: request.units,
          hospitalName: request.hospitalName,
          urgency: request.urgency,
          requiredBy: request.requiredBy,
          reason: request.reason,
          addressLine: request.addressLine,
          district: request.district,
          state: request.state,
          pincode: request.pincode,
        }
      : null;
    return { tags: this.requestTagsOf(request, language), screen };
  }

  private requestTagsOf(request: BloodRequestEntity, language: ShareLanguage): PageTags {
    const url = this.absolute(`/request/${request.id}`);
    const image = (alt: string) => ({
      url: this.absolute(`${PREVIEW_PATH}/request/${request.id}.png${this.languageQuery(language, etagOf(this.requestKey(request, language)))}`),
      type: 'image/png' as const,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      alt,
    });
    if (!request.isActive) {
      const title = shareText(language, 'closedTitle');
      return { title, description: shareText(language, 'closedDescription'), url, ...this.base(language), image: image(title) };
    }
    const need = shareNeed(language, request.bloodGroup, request.component);
    const date = calendarDate(request.requiredBy);
    const title = request.hospitalName
      ? shareText(language, 'requestTitleHospital', { need, date: date.short, hospital: request.hospitalName, district: request.district })
      : shareText(language, 'requestTitle', { need, date: date.short, district: request.district });
    const description = shareText(language, 'requestDescription', {
      applicant: request.applicant,
      amount: shareAmount(language, request.units, request.component),
      fullDate: date.full,
      place: sharePlace(request.district, request.state),
    });
    return { title, description, url, ...this.base(language), image: image(title) };
  }

  /** A campaign page's tags; null when there is no such campaign to show. */
  async campaignTags(campaignId: string, language: ShareLanguage): Promise<PageTags | null> {
    if (!isUuid(campaignId)) return null;
    const campaign = await this.campaigns.findForPreview(campaignId);
    if (!campaign) return null;
    const description = shareText(language, 'campaignDescription', {
      category: shareCategory(language, campaign.category),
      date: DAY_MONTH_YEAR.format(campaign.startsAt),
      time: TIME.format(campaign.startsAt),
      place: [campaign.addressLine, campaign.district, campaign.state].filter(Boolean).join(', '),
    });
    return {
      title: campaign.title,
      description,
      url: this.absolute(`/campaign/${campaign.id}`),
      ...this.base(language),
      image: {
        url: this.absolute(`${PREVIEW_PATH}/campaign/${campaign.id}.jpg${this.languageQuery('en', etagOf(this.campaignKey(campaign)))}`),
        type: 'image/jpeg',
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        alt: campaign.title,
      },
    };
  }

  private requestKey(request: BloodRequestEntity, language: ShareLanguage): string {
    // The state is part of the key: a request closed on read (its date passed) keeps the
    // updated_at it was loaded with.
    return `request:${request.id}:${request.updatedAt.getTime()}:${request.isActive ? 'open' : 'closed'}:${language}:${CARD_VERSION}`;
  }

  private campaignKey(campaign: CampaignEntity): string {
    return `campaign:${campaign.id}:${campaign.updatedAt.getTime()}:${CARD_VERSION}`;
  }

  async siteImage(language: ShareLanguage, client: string, ifNoneMatch?: string): Promise<ImageAnswer> {
    return this.answer(`site:${language}:${CARD_VERSION}`, client, ifNoneMatch, async () => ({ body: await siteCard(language), contentType: 'image/png' }));
  }

  /** A request's card; null when there is no such request to show. */
  async requestImage(requestId: string, language: ShareLanguage, client: string, ifNoneMatch?: string): Promise<ImageAnswer | null> {
    if (!isUuid(requestId)) return null;
    const request = await this.requests.findForPreview(requestId);
    if (!request) return null;
    return this.answer(this.requestKey(request, language), client, ifNoneMatch, async () => {
      const body = request.isActive
        ? await openRequestCard(
            {
              bloodGroup: request.bloodGroup,
              need: `${shareNeed(language, request.bloodGroup, request.component)} · ${shareAmount(language, request.units, request.component)}`,
              date: calendarDate(request.requiredBy).full,
              hospital: request.hospitalName,
              place: sharePlace(request.district, request.state),
              applicant: request.applicant,
            },
            language,
          )
        : await closedRequestCard(language);
      return { body, contentType: 'image/png' };
    });
  }

  /** A campaign's leaflet as a card; null when there is no such campaign or its file is gone. */
  async campaignImage(campaignId: string, client: string, ifNoneMatch?: string): Promise<ImageAnswer | null> {
    if (!isUuid(campaignId)) return null;
    const campaign = await this.campaigns.findForPreview(campaignId);
    if (!campaign) return null;
    const variants = [...campaign.leaflet.variants].filter((variant) => variant.format === 'jpeg').sort((a, b) => b.width - a.width);
    const largest = variants[0];
    if (!largest) return null;
    try {
      return await this.answer(this.campaignKey(campaign), client, ifNoneMatch, async () => {
        const file = await this.storage.open(largest.file);
        if (!file) throw new LeafletMissing();
        const chunks: Buffer[] = [];
        for await (const chunk of file.body) chunks.push(chunk as Buffer);
        return { body: await leafletCard(Buffer.concat(chunks)), contentType: 'image/jpeg' };
      });
    } catch (error) {
      if (error instanceof LeafletMissing) return null;
      throw error;
    }
  }

  /**
   * A cached image, or one drawn now: a conditional GET whose tag still holds costs nothing, and
   * only drawing counts against the client address's budget (SHARE_IMAGES_PER_ADDRESS_PER_HOUR).
   * Two requests for the same image at once draw it once.
   */
  private async answer(key: string, client: string, ifNoneMatch: string | undefined, draw: () => Promise<Omit<CachedImage, 'etag'>>): Promise<ImageAnswer> {
    const etag = etagOf(key);
    if (matches(ifNoneMatch, etag)) return { status: 304, etag };
    const cached = this.cache.get(key);
    if (cached) return { status: 200, image: cached };
    let pending = this.drawing.get(key);
    if (!pending) {
      await this.drawLimit.consume(client);
      pending = this.gate.run(async () => {
        await registerFonts(FONT_DIR());
        return draw();
      }).then((drawn) => {
        const image = { ...drawn, etag };
        this.cache.set(key, image);
        return image;
      });
      this.drawing.set(key, pending);
      void pending.then(
        () => this.drawing.delete(key),
        () => this.drawing.delete(key),
      );
    }
    return { status: 200, image: await pending };
  }
}

class LeafletMissing extends Error {}
