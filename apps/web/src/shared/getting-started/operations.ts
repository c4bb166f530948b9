import { graphql } from '../../gql';

/** The organisation's getting-started checklist (portal home), ticked by the server from real state. */
export const GettingStartedQuery = graphql(`
  query GettingStarted {
    gettingStarted {
      complete
      appId
      appName
      steps {
        id
        done
      }
    }
  }
`);
