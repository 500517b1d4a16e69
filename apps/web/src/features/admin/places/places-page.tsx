import type { Lang, PlaceCity, PlaceCountry } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { adminKeys } from '../api/keys';
import { SECONDARY_BUTTON } from '../components/buttons';
import { ConsolePage, Panel } from '../components/console-page';
import { Loaded } from '../components/loaded';
import { swapNeighbours } from '../components/reorder-buttons';
import { RowActions } from '../components/row-actions';
import { CityForm, CountryForm } from './place-forms';
import { placesQueryOptions, removePlace, reorderPlaces } from './places-api';

/** What the side form does: add a city to the open country, or add or edit one place. */
type Editing = { kind: 'city'; city?: PlaceCity } | { kind: 'country'; country?: PlaceCountry };

type Named = { name_en: string; name_ar: string };
const nameIn = (lang: Lang, place: Named) => (lang === 'ar' ? place.name_ar : place.name_en);

/**
 * `/{lang}/admin/places` (admin only): the countries and their cities (Syria's governorates),
 * named in both languages with a point on a map; added, edited, ordered and deleted here, each
 * change in the audit log and on the public lists at once.
 */
export function PlacesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const places = useQuery(placesQueryOptions(lang));
  return (
    <ConsolePage title={t('admin.places.title')}>
      <p className="mb-4 text-slate-700">{t('admin.places.hint')}</p>
      <Loaded query={places}>{(list) => <PlacesEditor countries={list} />}</Loaded>
    </ConsolePage>
  );
}

function PlacesEditor({ countries }: { countries: PlaceCountry[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [openId, setOpenId] = useState<number | null>(countries[0]?.id ?? null);
  const [editing, setEditing] = useState<Editing>({ kind: 'city' });
  const open = countries.find((country) => country.id === openId) ?? countries[0];
  const formTitle =
    editing.kind === 'country'
      ? editing.country
        ? t('admin.places.editCountry', { name: nameIn(lang, editing.country) })
        : t('admin.places.addCountry')
      : editing.city
        ? t('admin.places.editCity', { name: nameIn(lang, editing.city) })
        : t('admin.places.addCity', { name: open ? nameIn(lang, open) : '' });
  const done = () => {
    setEditing({ kind: 'city' });
  };
  const formKey =
    editing.kind === 'country'
      ? `country-${String(editing.country?.id ?? 'new')}`
      : `city-${String(editing.city?.id ?? 'new')}-${String(open?.id)}`;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <Panel title={t('admin.places.countries')}>
        <ul className="divide-y divide-slate-200">
          {countries.map((country, index) => (
            <CountryItem
              key={country.id}
              country={country}
              ids={countries.map((c) => c.id)}
              index={index}
              open={country.id === open?.id}
              onToggle={() => {
                setOpenId(country.id === open?.id ? null : country.id);
                setEditing({ kind: 'city' });
              }}
              onEdit={setEditing}
            />
          ))}
        </ul>
        <button
          type="button"
          className={`${SECONDARY_BUTTON} mt-4`}
          onClick={() => {
            setEditing({ kind: 'country' });
          }}
        >
          {t('admin.places.addCountry')}
        </button>
      </Panel>
      {open || editing.kind === 'country' ? (
        <Panel title={formTitle}>
          {editing.kind === 'country' ? (
            <CountryForm key={formKey} country={editing.country} onDone={done} />
          ) : (
            <CityForm
              key={formKey}
              countries={countries}
              countryId={open?.id ?? 0}
              city={editing.city}
              onDone={done}
            />
          )}
        </Panel>
      ) : null}
    </div>
  );
}

function CountryItem({
  country,
  ids,
  index,
  open,
  onToggle,
  onEdit,
}: {
  country: PlaceCountry;
  ids: number[];
  index: number;
  open: boolean;
  onToggle: () => void;
  onEdit: (editing: Editing) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const listId = `places-country-${String(country.id)}`;
  const cityIds = country.cities.map((city) => city.id);
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
          className="flex min-h-10 min-w-0 flex-1 items-center gap-2 rounded-lg px-2 text-start hover:bg-slate-50"
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-4 shrink-0 transition-transform ${open ? '' : 'ltr:-rotate-90 rtl:rotate-90'}`}
          />
          <FlagMark flag={country.flag} />
          <span className="font-semibold text-slate-900">{nameIn(lang, country)}</span>
          <span className="text-sm text-slate-600" dir="ltr">
            {country.dial_code}
          </span>
          <span className="sr-only">{t('admin.places.show', { name: nameIn(lang, country) })}</span>
        </button>
        <span className="text-sm text-slate-600">
          {t('admin.places.cityCount', { n: country.cities.length })} ·{' '}
          {t('admin.places.adCount', { n: country.ads })}
        </span>
        <PlaceActions
          kind="country"
          place={country}
          ids={ids}
          index={index}
          countryId={null}
          onEdit={() => {
            onEdit({ kind: 'country', country });
          }}
        />
      </div>
      {open ? (
        <div id={listId} className="mt-2 ms-6">
          {country.cities.length === 0 ? (
            <p className="text-slate-700">{t('admin.places.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {country.cities.map((city, cityIndex) => (
                <li key={city.id} className="flex flex-wrap items-center gap-2 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">
                      <span lang="en" dir="ltr">
                        {city.name_en}
                      </span>
                      {' · '}
                      <span lang="ar" dir="rtl">
                        {city.name_ar}
                      </span>
                    </p>
                    <p className="text-xs text-slate-600">
                      {t('admin.places.adCount', { n: city.ads })}
                      {city.latitude !== null && city.longitude !== null ? (
                        <span dir="ltr">{` · ${String(city.latitude)}, ${String(city.longitude)}`}</span>
                      ) : null}
                    </p>
                  </div>
                  <PlaceActions
                    kind="city"
                    place={city}
                    ids={cityIds}
                    index={cityIndex}
                    countryId={country.id}
                    onEdit={() => {
                      onEdit({ kind: 'city', city });
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** A flag given as a picture of the site, or as its emoji or text. */
function FlagMark({ flag }: { flag: string }) {
  return flag.startsWith('/') ? (
    <img src={flag} alt="" className="h-4 w-6 shrink-0 object-cover" />
  ) : (
    <span aria-hidden="true">{flag}</span>
  );
}

/** Up, down, edit and delete (after a confirmation) for one country or city. */
function PlaceActions({
  kind,
  place,
  ids,
  index,
  countryId,
  onEdit,
}: {
  kind: 'country' | 'city';
  place: Named & { id: number };
  ids: number[];
  index: number;
  /** The country whose cities `ids` are; null for the list of countries. */
  countryId: number | null;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const name = nameIn(lang, place);
  return (
    <RowActions
      names={{ name }}
      index={index}
      count={ids.length}
      move={(step) => reorderPlaces(countryId, swapNeighbours(ids, index, step))}
      remove={() => removePlace(kind, place.id)}
      refresh={() => queryClient.invalidateQueries({ queryKey: adminKeys.all })}
      onEdit={onEdit}
      editLabel={t('admin.places.edit', { name })}
      deleteLabel={t('admin.places.delete', { name })}
      confirm={{
        title: t('admin.places.confirmTitle', { name }),
        button: t('admin.places.confirm'),
        body: <p>{t('admin.places.confirmBody')}</p>,
        moved: t('admin.places.reordered'),
        removed: t('admin.places.removed'),
      }}
    />
  );
}
