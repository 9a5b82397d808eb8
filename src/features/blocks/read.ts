/**
 * The entries a block names, read at build: services, stories and integrations by file name. A name with no
 * published entry fails the build with the file, the block and the field (the content check says so first).
 */
import type { Integration, Service, Story } from '../../lib/content';
import { byId, servicesById } from '../../lib/content';
import { resolveReferences, type EntryReference } from '../../lib/references';
import { getIntegrations } from '../integrations';
import { getStories } from '../stories';
import { BLOCK_LABELS, type BlockType } from './schema';

/** Where a field of a block is, as the content check names it: "Blocks → block 3 (Services) → Services (blocks.2.services)". */
export function blockField(index: number, type: BlockType, label: string, name: string): string {
  return `Blocks → block ${index + 1} (${BLOCK_LABELS[type]}) → ${label} (blocks.${index}.${name})`;
}

interface Named {
  readonly file: string;
  readonly index: number;
  readonly type: BlockType;
}

export async function blockServices(at: Named, references: readonly EntryReference[], label = 'Services', name = 'services'): Promise<Service[]> {
  return resolveReferences(at.file, blockField(at.index, at.type, label, name), references, await servicesById());
}

export async function blockStories(at: Named, references: readonly EntryReference[]): Promise<Story[]> {
  return resolveReferences(at.file, blockField(at.index, at.type, 'Stories', 'stories'), references, byId(await getStories()));
}

export async function blockIntegrations(at: Named, references: readonly EntryReference[]): Promise<Integration[]> {
  return resolveReferences(at.file, blockField(at.index, at.type, 'Integrations', 'integrations'), references, byId(await getIntegrations()));
}
