import { Injectable, Logger } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';

/**
 * A module's parts of the data export, by place in the document: a top-level key ('requests') or
 * a dotted path ('reports.requests'). Read with explicit columns: never a secret, never another
 * user's contact details.
 */
export type PersonalDataSections = Record<string, unknown>;

/** What an erasure leaves to do once its transaction has committed. */
export interface ErasureOutcome {
  /** Keys of stored images the erasure released (their rows' trigger did): the files go after the commit. */
  files?: readonly string[];
  /** In-memory and cross-instance clean-up (caches, sockets), run after the commit; failures are logged, not thrown. */
  afterCommit?: () => void | Promise<void>;
}

/**
 * A module that stores personal data: it exports and erases its own rows about a user, in the
 * caller's transaction (erasure) or through the caller's manager (export). Mark the class with
 * `@PersonalData()` and list it in its module's providers: account deletion and the data export
 * find it by discovery. An owner reads or deletes only its own module's tables; another module's
 * data it reaches through that module's service.
 */
export interface PersonalDataOwner {
  export(userId: string, manager: EntityManager): Promise<PersonalDataSections>;
  erase(userId: string, manager: EntityManager): Promise<ErasureOutcome | void>;
}

/**
 * When an owner erases, in the one transaction:
 * - 'references': rows that point into other modules' rows (notifications point at requests and
 *   users), first, while those exist: their cascades would otherwise delete these rows before the
 *   owner could clean up after them (the notifications' queued e-mails);
 * - 'records' (the default): the module's own records of the user;
 * - 'account': the users row itself, last, since every other owner's rows point at it.
 */
export type ErasureStage = 'references' | 'records' | 'account';

const STAGES: readonly ErasureStage[] = ['references', 'records', 'account'];

export interface PersonalDataOptions {
  erase?: ErasureStage;
}

/** Marks a provider as a PersonalDataOwner, found by discovery. */
export const PersonalData = DiscoveryService.createDecorator<PersonalDataOptions>();

interface FoundOwner {
  name: string;
  owner: PersonalDataOwner;
  stage: ErasureStage;
}

/** What the erasure left to do after its commit, from every owner. */
export interface Erasure {
  files: string[];
  afterCommit: { name: string; run: () => void | Promise<void> }[];
}

/** Every PersonalDataOwner of the application, found by discovery, and the two operations over them. */
@Injectable()
export class PersonalDataOwners {
  private readonly logger = new Logger('PersonalData');
  private found?: FoundOwner[];

  constructor(private readonly discovery: DiscoveryService) {}

  /** The owners in erasure order: by stage, then in the application's module order. */
  list(): readonly FoundOwner[] {
    if (!this.found) {
      const owners = this.discovery.getProviders({ metadataKey: PersonalData.KEY }).flatMap((wrapper): FoundOwner[] => {
        const instance = wrapper.instance as Partial<PersonalDataOwner> | undefined;
        if (!instance) return [];
        if (typeof instance.export !== 'function' || typeof instance.erase !== 'function') {
          throw new Error(`${String(wrapper.name)} is marked @PersonalData() but has no export and erase methods`);
        }
        const options = this.discovery.getMetadataByDecorator(PersonalData, wrapper) ?? {};
        return [{ name: String(wrapper.name), owner: instance as PersonalDataOwner, stage: options.erase ?? 'records' }];
      });
      if (owners.filter((owner) => owner.stage === 'account').length !== 1) throw new Error("Exactly one @PersonalData({ erase: 'account' }) owner is expected");
      this.found = STAGES.flatMap((stage) => owners.filter((owner) => owner.stage === stage));
    }
    return this.found;
  }

  /** Every owner's sections, merged; a section given by two owners is a programming error. */
  async export(userId: string, manager: EntityManager): Promise<Map<string, unknown>> {
    const parts = await Promise.all(this.list().map(async ({ owner }) => owner.export(userId, manager)));
    const sections = new Map<string, unknown>();
    for (const part of parts) {
      for (const [path, value] of Object.entries(part)) {
        if (sections.has(path)) throw new Error(`Two owners export the section ${path}`);
        sections.set(path, value);
      }
    }
    return sections;
  }

  /** Erases the user's data, owner by owner, in the caller's transaction. */
  async erase(userId: string, manager: EntityManager): Promise<Erasure> {
    const erasure: Erasure = { files: [], afterCommit: [] };
    for (const { name, owner } of this.list()) {
      const outcome = await owner.erase(userId, manager);
      if (!outcome) continue;
      erasure.files.push(...(outcome.files ?? []));
      if (outcome.afterCommit) erasure.afterCommit.push({ name, run: outcome.afterCommit });
    }
    return erasure;
  }

  /** Runs what the owners left for after the commit; a failure is logged by owner only (no personal data). */
  async afterCommit(erasure: Erasure): Promise<void> {
    const results = await Promise.allSettled(erasure.afterCommit.map(async (step) => step.run()));
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        const error = result.reason instanceof Error ? result.reason : new Error('Non-error thrown');
        this.logger.error(`The clean-up of ${erasure.afterCommit[index].name} after an erasure failed: ${error.name}`);
      }
    });
  }
}
