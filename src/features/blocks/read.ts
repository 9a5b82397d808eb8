/**
 * The entries a block names, read at build: services, stories and integrations by file name. A name with no
 * published entry fails the build with the file, the block and the field (the content check says so first).
 */
import type { Integration, Service, Story } from '../../lib/content';
import { byId, servicesById } from '../../lib/content';
import { resolveReferences, type EntryReference } from '../../lib/references';
import { getIntegrations } from '../integrations';
import { getStories } from '../stories';
import { blockField } from './field-names';
import type { BlockType } from './schema';

interface Named {
  readonly file: string;
  readonly index: number;
  readonly type: BlockType;
}

/** The services a block names; `name` is its field (services, or service for a block of one). */
export async function blockServices(at: Named, references: readonly EntryReference[], name = 'services'): Promise<Service[]> {
  return resolveReferences(at.file, blockField(at.index, at.type, [name]), references, await servicesById());
}

export async function blockStories(at: Named, references: readonly EntryReference[]): Promise<Story[]> {
  return resolveReferences(at.file, blockField(at.index, at.type, ['stories']), references, byId(await getStories()));
}

export async function blockIntegrations(at: Named, references: readonly EntryReference[]): Promise<Integration[]> {
  return resolveReferences(at.file, blockField(at.index, at.type, ['integrations']), references, byId(await getIntegrations()));
}
