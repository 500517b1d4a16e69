import type {
  CityBody,
  CountryBody,
  Envelope,
  Lang,
  PlaceCity,
  PlaceCountry,
} from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/http/api-client';
import { adminKeys } from '../api/keys';

/** `GET /admin/places` (admin only): every country with its cities, in their order. */
export function placesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'places'),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<PlaceCountry[]>>('admin/places', { lang, signal })).data,
  });
}

/** Adds a country (no id) or saves one. */
export function saveCountry(id: number | null, body: CountryBody): Promise<Envelope<unknown>> {
  return id === null
    ? apiRequest<Envelope<unknown>>('admin/places/countries', { method: 'POST', body })
    : apiRequest<Envelope<unknown>>(`admin/places/countries/${String(id)}`, {
        method: 'PUT',
        body,
      });
}

/** Adds a city (no id) or saves one. */
export function saveCity(id: number | null, body: CityBody): Promise<Envelope<PlaceCity>> {
  return id === null
    ? apiRequest<Envelope<PlaceCity>>('admin/places/cities', { method: 'POST', body })
    : apiRequest<Envelope<PlaceCity>>(`admin/places/cities/${String(id)}`, {
        method: 'PUT',
        body,
      });
}

export function removePlace(kind: 'country' | 'city', id: number): Promise<Envelope<unknown>> {
  const list = kind === 'country' ? 'countries' : 'cities';
  return apiRequest<Envelope<unknown>>(`admin/places/${list}/${String(id)}`, {
    method: 'DELETE',
  });
}

/** A new order of the countries (no country) or of one country's cities. */
export function reorderPlaces(countryId: number | null, ids: number[]): Promise<Envelope<unknown>> {
  const path =
    countryId === null
      ? 'admin/places/countries/order'
      : `admin/places/countries/${String(countryId)}/cities/order`;
  return apiRequest<Envelope<unknown>>(path, { method: 'PUT', body: { ids } });
}
