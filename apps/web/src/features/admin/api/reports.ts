import type {
  DismissReportBody,
  Envelope,
  Lang,
  ReportTarget,
  ReportedTarget,
} from '@souq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/http/api-client';
import { adminKeys } from './keys';

const reportPath = (target: ReportTarget, id: number) => `admin/reports/${target}/${String(id)}`;

/** `GET /admin/reports/{target}/{id}`: what was reported, with every report about it. */
export function reportQueryOptions(lang: Lang, target: ReportTarget, id: number) {
  return queryOptions({
    queryKey: adminKeys.of(lang, 'report', target, id),
    queryFn: async ({ signal }) =>
      (await apiGet<Envelope<ReportedTarget>>(reportPath(target, id), { lang, signal })).data,
  });
}

/** `POST /admin/reports/{target}/{id}/dismiss`: the reports were not founded. */
export function dismissReports(
  target: ReportTarget,
  id: number,
  body: DismissReportBody,
): Promise<Envelope<unknown>> {
  return apiRequest<Envelope<unknown>>(`${reportPath(target, id)}/dismiss`, {
    method: 'POST',
    body,
  });
}
