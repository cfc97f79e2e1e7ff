import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '../../../../contract/admin-staff';
import { adminQueryRoot, adminRequest } from '../admin-api';

// GET /api/Admin/AuditLog: one page of the property's audit log, filtered on the server.

export interface AuditLogFilter {
  page: number;
  staffId?: number | undefined;
  subjectRef?: string | undefined;
}

export const auditLogPageSize = 25;

export const auditLogQueryOptions = (propertyCode: string, filter: AuditLogFilter) =>
  queryOptions({
    queryKey: [adminQueryRoot, 'audit-log', propertyCode, filter],
    queryFn: () =>
      adminRequest<AuditLogPage>('AuditLog', {
        propertyCode,
        query: {
          Page: filter.page,
          PageSize: auditLogPageSize,
          StaffId: filter.staffId,
          SubjectRef: filter.subjectRef,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (propertyCode: string, filter: AuditLogFilter) =>
  useQuery(auditLogQueryOptions(propertyCode, filter));
