import type { Envelope, Lang, StaffUserDetail } from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/http/api-client';
import { adminKeys } from './keys';

/** `GET /admin/users/{id}`: a person as staff see them, their ads by status, reports about them. */
export function staffUserQueryOptions(lang: Lang, id: number) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'user', id),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<StaffUserDetail>>(`admin/users/${String(id)}`, { lang, signal })).data,
  });
}
