import type { Locator, Page } from 'playwright-core';

/** The public store's pages as a visitor meets them. */
export class StorePage {
  constructor(readonly page: Page) {}

  readonly cards = () => this.page.getByTestId('listing-card');
  readonly searchInput = () => this.page.getByTestId('search-input');
  readonly searchButton = () => this.page.getByTestId('search-button');
  readonly cardNames = () => this.page.getByTestId('listing-name').allInnerTexts();

  async openHome() {
    await this.page.goto('/');
    await this.cards().first().waitFor();
  }

  async openSearch(term: string) {
    await this.page.goto(`/apps?q=${encodeURIComponent(term)}`);
    await this.waitForResults(term);
  }

  async search(term: string) {
    await this.searchInput().fill(term);
    await this.searchInput().press('Enter');
  }

  /** The results of the search in `query` (e.g. '?category=crm&sort=installs') are on screen, not an earlier one's. */
  async waitForResultsOf(query: string) {
    await this.page.locator(`[data-testid="result-count"][data-search="${query}"]`).waitFor();
  }

  /** The results of `term` are on screen (not the previous page's cards). */
  async waitForResults(term: string) {
    const count = this.page.getByTestId('result-count').filter({ hasText: `"${term}"` });
    await count.or(this.page.getByTestId('empty-result')).first().waitFor();
  }

  card(name: string): Locator {
    return this.cards().filter({ has: this.page.getByTestId('listing-name').getByText(name, { exact: true }) });
  }
}

export class AppDetailsPage {
  constructor(readonly page: Page) {}

  readonly title = () => this.page.getByTestId('listing-title');
  readonly developerChip = () => this.page.getByTestId('developer-chip');
  readonly priceLabel = () => this.page.getByTestId('app-details').getByTestId('price-label');
  readonly thumbnails = () => this.page.getByTestId('screenshot-thumbnail');
  readonly section = (heading: string) => this.page.getByRole('heading', { name: heading, exact: true });
}
