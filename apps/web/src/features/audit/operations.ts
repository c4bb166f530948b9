import { graphql } from '../../gql';

export const AuditLogEntryFields = graphql(`
  fragment AuditLogEntryFields on AuditLogEntry {
    id
    createdAt
    action
    kind
    description
    byStaff
    organizationName
    actor {
      id
      name
      email
    }
  }
`);

/** The organisation's audit log, newest first. */
export const AuditLogQuery = graphql(`
  query AuditLog($filter: AuditLogFilter, $first: Int, $after: String) {
    auditLog(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          ...AuditLogEntryFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
        hasPreviousPage
        startCursor
      }
    }
  }
`);

export const AuditLogActorsQuery = graphql(`
  query AuditLogActors {
    auditLogActors {
      id
      name
      email
    }
  }
`);

/** Staff only: every organisation's log. */
export const PlatformAuditLogQuery = graphql(`
  query PlatformAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {
    platformAuditLog(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          ...AuditLogEntryFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
        hasPreviousPage
        startCursor
      }
    }
  }
`);

export const PlatformAuditLogActorsQuery = graphql(`
  query PlatformAuditLogActors {
    platformAuditLogActors {
      id
      name
      email
    }
  }
`);

/** Staff only: the organisations to filter the platform log by (the first 50 by name, as the disguise picker). */
export const AuditLogOrganizationsQuery = graphql(`
  query AuditLogOrganizations {
    organizations(first: 50) {
      edges {
        node {
          id
          businessName
        }
      }
    }
  }
`);
