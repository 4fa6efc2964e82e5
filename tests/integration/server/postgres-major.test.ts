import {
  composePostgresMajor,
  embeddedPostgresMajor,
  offlineImageMajor,
  testcontainersPostgresMajor,
} from '../../support/postgres-majors';

/**
 * One PostgreSQL major for every way Candlog runs: the embedded cluster of `npm start`, the
 * docker-compose deployment, the testcontainers PostgreSQL of the tests and the offline image CI
 * builds for it (scripts/offline-postgres-image/). (The fresh-clone test
 * checks that the embedded cluster really runs this major; the README states the supported
 * range: 15 and newer, the migrations need 15.)
 */
describe('the PostgreSQL major', () => {
  it('is pinned exactly for the embedded cluster and the same in docker-compose and testcontainers', () => {
    const embedded = embeddedPostgresMajor();
    expect(embedded.spec).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/); // exact, no ^ or ~
    expect(composePostgresMajor()).toBe(embedded.major);
    expect(testcontainersPostgresMajor()).toBe(embedded.major);
    expect(offlineImageMajor()).toBe(embedded.major);
    expect(embedded.major).toBeGreaterThanOrEqual(15);
  });
});
