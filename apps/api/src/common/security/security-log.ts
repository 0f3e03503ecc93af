import { createHmac } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';

export type SecurityEvent = 'cross-site-refused' | 'rate-limited' | 'refresh-reuse' | 'socket-refused' | 'moderation-refused' | 'moderation-read' | 'helper-held' | 'helper-hold-lifted' | 'harvest-limited';

/** A value that never carries personal data: a count, a policy or route name, a pseudonym. */
export type SecurityDetail = string | number;

/**
 * Security events for operators, without personal data: e-mail addresses and IP addresses appear
 * only as keyed pseudonyms (an unkeyed hash of an IPv4 address is reversed by trying all 2^32),
 * stable within one deployment so repeated events from one source can be correlated.
 */
@Injectable()
export class SecurityLog {
  private readonly logger = new Logger('Security');
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.auth.refreshTokenSecret).update('redhope:pseudonym').digest();
  }

  pseudonym(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('hex').slice(0, 24);
  }

  event(name: SecurityEvent, details: Record<string, SecurityDetail> = {}): void {
    const fields = Object.entries(details).map(([key, value]) => `${key}=${value}`);
    this.logger.warn([name, ...fields].join(' '));
  }
}
