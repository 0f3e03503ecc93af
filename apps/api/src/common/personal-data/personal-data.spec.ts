import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { EntityManager } from 'typeorm';
import { PersonalData, PersonalDataOwners, type ErasureOutcome, type PersonalDataOwner, type PersonalDataSections } from './personal-data';

const manager = {} as EntityManager;
const calls: string[] = [];

@PersonalData({ erase: 'account' })
@Injectable()
class Account implements PersonalDataOwner {
  async export(userId: string): Promise<PersonalDataSections> {
    return { profile: { id: userId } };
  }
  async erase(): Promise<ErasureOutcome> {
    calls.push('account');
    return { files: ['avatar'], afterCommit: () => void calls.push('account: forget cache') };
  }
}

@PersonalData()
@Injectable()
class Records implements PersonalDataOwner {
  async export(): Promise<PersonalDataSections> {
    return { things: [1, 2], 'reports.things': [] };
  }
  async erase(): Promise<ErasureOutcome> {
    calls.push('records');
    return { files: ['leaflet'], afterCommit: () => Promise.reject(new Error('asha@example.com')) };
  }
}

@PersonalData({ erase: 'references' })
@Injectable()
class References implements PersonalDataOwner {
  async export(): Promise<PersonalDataSections> {
    return { notes: [] };
  }
  async erase(): Promise<void> {
    calls.push('references');
  }
}

/** Not marked: never called. */
@Injectable()
class Unmarked {
  async erase(): Promise<void> {
    calls.push('unmarked');
  }
}

// In feature modules of their own, as in the app: nobody lists them anywhere else.
@Module({ providers: [Account] })
class AccountModule {}
@Module({ providers: [Records, Unmarked] })
class RecordsModule {}
@Module({ providers: [References] })
class ReferencesModule {}

describe('PersonalDataOwners', () => {
  async function owners(...imports: (new () => unknown)[]): Promise<PersonalDataOwners> {
    const moduleRef = await Test.createTestingModule({ imports: [DiscoveryModule, ...imports], providers: [PersonalDataOwners] }).compile();
    moduleRef.useLogger(false);
    await moduleRef.init();
    return moduleRef.get(PersonalDataOwners);
  }

  beforeEach(() => calls.splice(0));

  it('finds the marked providers of every module by discovery and erases by stage: references, records, the account last', async () => {
    const found = await owners(AccountModule, RecordsModule, ReferencesModule);
    expect(found.list().map((owner) => owner.name)).toEqual(['References', 'Records', 'Account']);
    const erasure = await found.erase('u1', manager);
    expect(calls).toEqual(['references', 'records', 'account']);
    expect(erasure.files).toEqual(['leaflet', 'avatar']);
    // A failing clean-up does not stop the others (and is logged without its message).
    await found.afterCommit(erasure);
    expect(calls).toContain('account: forget cache');
  });

  it("merges the owners' export sections", async () => {
    const sections = await (await owners(AccountModule, RecordsModule, ReferencesModule)).export('u1', manager);
    expect(Object.fromEntries(sections)).toEqual({ profile: { id: 'u1' }, things: [1, 2], 'reports.things': [], notes: [] });
  });

  it('refuses two owners of one section', async () => {
    @PersonalData()
    @Injectable()
    class Copy extends Records {}
    @Module({ providers: [Copy] })
    class CopyModule {}
    await expect((await owners(AccountModule, RecordsModule, CopyModule)).export('u1', manager)).rejects.toThrow('Two owners export the section things');
  });

  it('refuses an application without exactly one account owner', async () => {
    await expect((async () => (await owners(RecordsModule)).list())()).rejects.toThrow(/Exactly one/);
  });
});
