/**
 * The selects whose options come from the API (countries, services), with their loading and failed states,
 * and the hook that loads such a list once per page (src/lib/api/catalogue.ts shares the request).
 */
import { useEffect, useState, type ComponentProps } from 'react';
import { loadCountries, loadServices, servicesWithIds, type ServerService } from '../api/catalogue';
import { SelectField } from './fields';
import type { Phrase } from '../../i18n/en';
import { useIslandLanguage, useTranslate } from '../../i18n/island';
import { englishMark } from '../../i18n/languages';

/** A list from the API: null while it loads, 'failed' when it could not be loaded. */
export type Loaded<T> = readonly T[] | 'failed' | null;

/** Loads a list once the island runs. */
export function useList<T>(load: () => Promise<readonly T[] | null>): Loaded<T> {
  const [list, setList] = useState<Loaded<T>>(null);
  useEffect(() => {
    void load().then((loaded) => setList(loaded ?? 'failed'));
  }, [load]);
  return list;
}

/** A select of a list from the API: its loader, its words, and each item's value and label. */
interface Catalogue<T> {
  readonly load: () => Promise<readonly T[] | null>;
  readonly label: Phrase;
  readonly placeholder: Phrase;
  readonly unavailable: Phrase;
  readonly option: (item: T) => { value: string; label: string };
}

const COUNTRIES: Catalogue<string> = {
  load: loadCountries,
  label: 'Country',
  placeholder: 'Select your country',
  unavailable: 'Countries could not be loaded. Please reload the page.',
  option: (name) => ({ value: name, label: name }),
};

const SERVICES: Catalogue<ServerService> = {
  load: loadServices,
  label: 'Service',
  placeholder: 'Select a service',
  unavailable: 'Services could not be loaded. Please reload the page.',
  option: (service) => ({ value: String(service.id), label: service.name }),
};

type FieldProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'options' | 'placeholder' | 'unavailable'>;

/**
 * A select of a catalogue: options null while loading, none after a failure (SelectField says so). `choose`
 * picks the items offered from the loaded list (all of them by default).
 */
function CatalogueField<T>({
  catalogue,
  choose,
  ...field
}: FieldProps & { catalogue: Catalogue<T>; choose?: ((list: readonly T[]) => readonly T[]) | undefined }) {
  const list = useList(catalogue.load);
  const t = useTranslate();
  const { language } = useIslandLanguage();
  // The options are the API's (countries, the services' names): shown as they come, in English, marked so.
  const options =
    list === null
      ? null
      : list === 'failed'
        ? []
        : (choose ? choose(list) : list).map((item) => ({ ...catalogue.option(item), lang: englishMark(language) }));
  return (
    <SelectField
      label={t(catalogue.label)}
      placeholder={t(catalogue.placeholder)}
      unavailable={t(catalogue.unavailable)}
      options={options}
      {...field}
    />
  );
}

/** The country select (GET /countries). */
export function CountryField(field: FieldProps) {
  return <CatalogueField catalogue={COUNTRIES} {...field} />;
}

/**
 * The service select (GET /services), showing the site's name of each service; the value is the service id.
 * `ids` limits it to those services, in that order (the footer's four of [§9](docs/CONTRACT.md#9-constants)).
 */
export function ServiceField({ ids, ...field }: FieldProps & { ids?: readonly number[] | undefined }) {
  return <CatalogueField catalogue={SERVICES} choose={ids && ((list: readonly ServerService[]) => servicesWithIds(list, ids))} {...field} />;
}
