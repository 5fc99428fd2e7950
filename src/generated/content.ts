/* eslint-disable */
/**
 * GENERATED FILE: do not edit. It is made from schemas/ by `npm run types`;
 * change the schema and run that command again.
 */

/**
 * Where a link goes: a path of this site such as /contact or /contact#form (a call to the contact page may name its subject: /contact?topic=weddings, one of the topics of the contact form), an anchor on the same page such as #explore, or an https://, mailto: or tel: address. Addresses starting with https:// open in a new tab.
 */
export type Href = string;
export type Block =
  | ComparisonTableBlock
  | ContactFormBlock
  | CtaBlock
  | FaqBlock
  | HeroBlock
  | StatsBlock
  | TestimonialsBlock
  | TextSectionBlock
  | TileGridBlock
  | TimelineBlock
  | VideoBlock;
/**
 * An anchor name for this block, so that links such as #explore or /contact#form can point at it. Lowercase letters, digits and hyphens.
 */
export type AnchorId = string;
/**
 * A paragraph of text. **bold**, *italic* and [a link](/contact) are allowed; HTML is not.
 */
export type RichText = string;
/**
 * A paragraph of text. **bold**, *italic* and [a link](/contact) are allowed; HTML is not.
 */
export type RichText1 = string;
/**
 * A small line icon shown with a tile or card.
 */
export type IconName =
  | 'anchor'
  | 'award'
  | 'baby'
  | 'binoculars'
  | 'briefcase'
  | 'bus'
  | 'calendar'
  | 'camera'
  | 'castle'
  | 'check'
  | 'clock'
  | 'compass'
  | 'crown'
  | 'gem'
  | 'gift'
  | 'globe'
  | 'graduation-cap'
  | 'handshake'
  | 'heart'
  | 'hotel'
  | 'leaf'
  | 'mail'
  | 'map-pin'
  | 'mountain'
  | 'phone'
  | 'plane'
  | 'shield'
  | 'ship'
  | 'sparkles'
  | 'star'
  | 'sun'
  | 'tent'
  | 'tree-palm'
  | 'trophy'
  | 'users'
  | 'wine';

export interface ContentDocuments {
  site?: Site;
  routes?: RouteManifest;
  page?: Page;
}
/**
 * What every page shares: the brand, contact details, the header's navigation, the footer, forms and analytics.
 */
export interface Site {
  /**
   * Path to this schema, so that editors can check and complete the file as you type.
   */
  $schema?: string;
  /**
   * The site's public address, without a trailing slash; used for canonical links and the sitemap.
   */
  url: string;
  /**
   * The agency's name and tagline.
   */
  brand: {
    /**
     * The agency's name, as shown in the header and titles.
     */
    name: string;
    /**
     * A short line that says what the agency is.
     */
    tagline: string;
  };
  /**
   * How to reach the agency; shown in the header, the footer and the contact page.
   */
  contact: {
    /**
     * The phone number as people read it, such as +1 (239) 555-0148.
     */
    phone: string;
    /**
     * The email address.
     */
    email: string;
    /**
     * Where the office is, such as Naples, Florida.
     */
    city: string;
    /**
     * When the phone is answered.
     */
    hours: string;
  };
  /**
   * The header's menu.
   */
  navigation: {
    home: Link;
    /**
     * The menu's entries, left to right.
     *
     * @minItems 1
     */
    items: NavItem[];
    defaultHoverImage: Image;
    contactButton: Button;
    mobileButton: Button;
    /**
     * The label of the menu button on small screens, such as 'Menu'.
     */
    menuLabel: string;
    /**
     * The first entry of each dropdown, leading to the item's own page, such as 'View all'; screen readers hear the item's name after it.
     */
    viewAllLabel: string;
  };
  /**
   * The footer shown under every page.
   */
  footer: {
    newsletter: NewsletterTexts;
    /**
     * The heading above the footer's address, phone, email and hours, such as 'Contact'.
     */
    contactTitle: string;
    /**
     * A few sentences about the agency under its name.
     */
    about: string;
    /**
     * The agency's social media pages.
     */
    social: SocialLink[];
    quickLinks: LinkGroup;
    services: LinkGroup;
    /**
     * Lines of legal text, such as memberships and seller-of-travel registrations.
     */
    legal: string[];
    /**
     * Links to the policy pages.
     */
    policyLinks: Link[];
    /**
     * The copyright line, such as © 2025 Halcyon Voyages. All rights reserved.
     */
    copyright: string;
  };
  /**
   * Where forms are sent. Without serviceUrl, the site's own server receives them (npm start keeps them in data/).
   */
  forms: {
    /**
     * The hosted form service's address, such as https://forms.example.com; forms post to {serviceUrl}/f/{formId}. The FORM_SERVICE_URL environment variable overrides it at build time.
     */
    serviceUrl?: string;
    /**
     * The contact form's id at the form service.
     */
    contactFormId: string;
    /**
     * The newsletter sign-up's id at the form service.
     */
    newsletterFormId: string;
  };
  /**
   * Other sites whose tools the pages embed. The Content-Security-Policy allows these origins (and the video providers) and no others, so a tool from anywhere else does not load.
   */
  embeds?: {
    /**
     * Origins shown in frames, such as the travel-insurance quote tool: https://host, no path.
     */
    frames?: string[];
    /**
     * Origins whose scripts pages load, such as the advisors' review widget: https://host, no path.
     */
    scripts?: string[];
  };
  /**
   * Page-view analytics.
   */
  analytics: {
    /**
     * Whether the analytics script is loaded.
     */
    enabled: boolean;
    /**
     * Which analytics service counts the page views. Vercel Web Analytics sets no cookie and keeps no personal data; visitors who ask not to be tracked (Do Not Track, Global Privacy Control) are not counted. The ANALYTICS environment variable at build time overrides enabled and provider: ANALYTICS=vercel or ANALYTICS=off.
     */
    provider?: 'vercel';
    /**
     * Where the analytics script is served from; page views are sent to the folder it is in (/_vercel/insights by default). Change it when the site is served under another base path.
     */
    scriptPath?: string;
  };
}
/**
 * A text link.
 */
export interface Link {
  /**
   * The words of the link.
   */
  label: string;
  href: Href;
}
export interface NavItem {
  /**
   * The entry's label.
   */
  name: string;
  href: Href;
  /**
   * A sentence shown in the hover card while the entry is pointed at or focused.
   */
  hoverCopy: string;
  /**
   * The entries of this item's dropdown menu.
   *
   * @minItems 1
   */
  dropdown?: NavDropdownItem[];
}
export interface NavDropdownItem {
  /**
   * The entry's label.
   */
  name: string;
  href: Href;
  /**
   * A sentence shown in the hover card.
   */
  hoverCopy: string;
  hoverImage?: Image;
}
/**
 * A picture from public/images. Its width and height are read from the file at build time.
 */
export interface Image {
  /**
   * Path of the image file under public/, such as /images/home/paris.jpg.
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it. Use an empty string only for a purely decorative picture.
   */
  alt: string;
}
/**
 * A link styled as a button.
 */
export interface Button {
  /**
   * The words on the button.
   */
  label: string;
  href: Href;
  /**
   * How prominent the button is: primary (filled), secondary (outlined) or quiet (text with an arrow).
   */
  variant?: 'primary' | 'secondary' | 'quiet';
}
/**
 * The newsletter sign-up at the top of the footer.
 */
export interface NewsletterTexts {
  /**
   * The sign-up's heading.
   */
  title: string;
  /**
   * A sentence under the heading: what subscribers receive and how often.
   */
  text: string;
  /**
   * The label of the email field, such as 'Email address'.
   */
  label: string;
  /**
   * An example address shown in the empty field, such as 'name@example.com'.
   */
  placeholder: string;
  /**
   * The button, such as 'Subscribe'.
   */
  submitLabel: string;
  /**
   * The button while the address is being sent, such as 'Sending...'.
   */
  sendingLabel: string;
  /**
   * Shown, and announced, once the address has been received.
   */
  successTitle: string;
  /**
   * A sentence under the success title.
   */
  successText: string;
  /**
   * The heading of the message shown when sending failed; the message says what to do.
   */
  failureTitle: string;
  /**
   * The button that sends again after a failure, such as 'Try again'.
   */
  retryLabel: string;
}
export interface SocialLink {
  /**
   * Which network.
   */
  network: 'facebook' | 'instagram' | 'linkedin' | 'youtube';
  href: Href;
}
/**
 * A titled list of links.
 */
export interface LinkGroup {
  /**
   * The group's heading.
   */
  title: string;
  /**
   * The links, in order.
   *
   * @minItems 1
   */
  links: Link[];
}
/**
 * Which page answers at which address. Every page in content/pages must be routed here.
 */
export interface RouteManifest {
  /**
   * Path to this schema, so that editors can check and complete the file as you type.
   */
  $schema?: string;
  /**
   * Each address of the site and the page that answers there: the page id is the file name in content/pages without .json.
   */
  routes: {
    /**
     * Page id: the file name in content/pages without .json.
     */
    [k: string]: string | undefined;
  };
  /**
   * Second addresses for a page: each alias shows the page of the route it points at, and tells search engines that route is the main address.
   */
  aliases: {
    /**
     * The main address (a route above) this alias shows.
     */
    [k: string]: string | undefined;
  };
  /**
   * Addresses the site already links to whose pages do not exist yet; they show the fallback page until a route takes them.
   */
  planned: string[];
  /**
   * Page id of the page shown for planned and unknown addresses (with status 404 for unknown ones).
   */
  fallback: string;
}
/**
 * One page of the site: its title and description for browsers and search engines, and the blocks it is made of, top to bottom.
 */
export interface Page {
  /**
   * Path to this schema, so that editors can check and complete the file as you type.
   */
  $schema?: string;
  /**
   * The browser tab title and the title search engines show; about 50 to 65 characters.
   */
  title: string;
  /**
   * The summary search engines show under the title; about 120 to 160 characters.
   */
  description: string;
  /**
   * How the site header looks at the top of this page: solid, or transparent over the hero picture until the visitor scrolls.
   */
  header?: 'solid' | 'transparent';
  /**
   * Structured data for search engines, derived from this page's blocks: faq-page lists the questions and answers of its faq blocks.
   */
  structuredData?: 'faq-page'[];
  /**
   * The blocks of the page, top to bottom. Each block's type decides which other properties it takes.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * A table that compares options side by side. On phones each row becomes a card.
 */
export interface ComparisonTableBlock {
  /**
   * Block type.
   */
  type: 'comparison-table';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The column headings after the first (row label) column.
   *
   * @minItems 1
   * @maxItems 6
   */
  columns: string[];
  /**
   * The heading of the first column, which holds each row's label.
   */
  rowHeader?: string;
  /**
   * The rows; each has one cell per column.
   *
   * @minItems 1
   */
  rows: ComparisonRow[];
}
/**
 * The heading shared by most blocks: a small line above, the title and an introduction.
 */
export interface SectionHeading {
  /**
   * A short line shown above the title, such as 'Why travel with us'.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title: string;
  intro?: RichText;
}
export interface ComparisonRow {
  /**
   * The row's label, shown in the first column.
   */
  label: string;
  /**
   * One text per column, in the order of columns.
   *
   * @minItems 1
   */
  cells: string[];
}
/**
 * The contact form (name, email, optional phone, subject, message), with the agency's contact details from site.json and what happens after a visitor writes beside it. Messages go to the form service set in site.json (forms), or to the site's own inbox.
 */
export interface ContactFormBlock {
  /**
   * Block type.
   */
  type: 'contact-form';
  id?: AnchorId;
  heading: SectionHeading;
  contactDetails?: ContactDetails;
  nextSteps?: ContactNextSteps;
  fields: ContactFormFields;
  /**
   * The word shown beside the label of a field that may be left empty.
   */
  optionalTag?: string;
  /**
   * The words on the send button, such as 'Send my enquiry'.
   */
  submitLabel: string;
  /**
   * The words on the button while the message is being sent.
   */
  sendingLabel?: string;
  note?: RichText1;
  success: ContactFormSuccess;
  /**
   * The heading of the notice shown when a message could not be sent; the notice explains why and offers to try again.
   */
  failureTitle?: string;
  /**
   * The words of the button that sends the message again after a failure.
   */
  retryLabel?: string;
}
/**
 * The agency's phone, email, city and hours, read from site.json (contact) and shown beside the form in the order listed here.
 */
export interface ContactDetails {
  /**
   * The heading above the details, such as 'Speak with our concierge'.
   */
  title: string;
  /**
   * Which details to show, each with its label.
   *
   * @minItems 1
   * @maxItems 4
   */
  items: ContactDetailItem[];
}
export interface ContactDetailItem {
  /**
   * Which detail of site.json's contact: phone (a link that dials), email (a link that writes), city or hours.
   */
  kind: 'phone' | 'email' | 'city' | 'hours';
  /**
   * The small line above the detail, such as 'Call us'.
   */
  label: string;
}
/**
 * What happens after the visitor writes, as numbered steps beside the form.
 */
export interface ContactNextSteps {
  /**
   * The heading above the steps, such as 'What happens next'.
   */
  title: string;
  /**
   * The steps, in order; they are numbered automatically.
   *
   * @minItems 1
   * @maxItems 5
   */
  steps: ContactNextStep[];
}
export interface ContactNextStep {
  /**
   * The step in a few words.
   */
  title: string;
  text: RichText;
}
/**
 * The words of each field. Which fields exist, which are required and how long they may be is fixed by the form (src/forms/rules.ts), so that the browser and the server agree.
 */
export interface ContactFormFields {
  name: ContactFormField;
  email: ContactFormField;
  phone: ContactFormField;
  subject: ContactFormField;
  message: ContactFormField;
}
/**
 * The words of one field.
 */
export interface ContactFormField {
  /**
   * The field's label, such as 'Full name'.
   */
  label: string;
  /**
   * An example shown inside the empty field, such as 'Jane Smith'. Never the only explanation: use the label or a hint for that.
   */
  placeholder?: string;
  /**
   * A short help line under the field.
   */
  hint?: string;
}
/**
 * What replaces the form once the message has been sent.
 */
export interface ContactFormSuccess {
  /**
   * The heading, such as 'Thank you, your message is with us'.
   */
  title: string;
  text: RichText;
  /**
   * The words of the button that shows the form again for another message.
   */
  againLabel?: string;
}
/**
 * A call to action: a heading, a sentence and buttons, usually at the end of a page.
 */
export interface CtaBlock {
  /**
   * Block type.
   */
  type: 'cta';
  id?: AnchorId;
  /**
   * The call's heading.
   */
  title: string;
  text?: RichText;
  /**
   * The buttons.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions: Button[];
  image?: Image;
}
/**
 * Questions and answers in accordions, one per section; one answer is open at a time within a section.
 */
export interface FaqBlock {
  /**
   * Block type.
   */
  type: 'faq';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * Groups of questions, each with its own title.
   *
   * @minItems 1
   */
  sections: FaqSection[];
}
export interface FaqSection {
  /**
   * The group's heading, such as General Planning.
   */
  title: string;
  /**
   * The questions of this group.
   *
   * @minItems 1
   */
  items: FaqItem[];
}
export interface FaqItem {
  /**
   * The question, as a visitor would ask it.
   */
  question: string;
  answer: RichText;
}
/**
 * The large opening of a page: a title over one picture, or over a slideshow when there are several slides.
 */
export interface HeroBlock {
  /**
   * Block type.
   */
  type: 'hero';
  id?: AnchorId;
  /**
   * A short line above the title.
   */
  eyebrow?: string;
  /**
   * The page's main heading (there is one per page).
   */
  title: string;
  /**
   * A line under the title.
   */
  tagline?: string;
  /**
   * How tall the hero is: full (the whole screen) or tall (about two thirds).
   */
  size?: 'full' | 'tall';
  /**
   * The pictures behind the title. With more than one, they play as a slideshow that visitors can pause.
   *
   * @minItems 1
   * @maxItems 8
   */
  slides: HeroSlide[];
  /**
   * Buttons under the title.
   *
   * @maxItems 3
   */
  actions?: Button[];
  scrollCue?: Link1;
}
export interface HeroSlide {
  image: Image;
  /**
   * The destination or subject of this picture, shown under the tagline.
   */
  title: string;
  /**
   * An optional line about this picture.
   */
  description?: string;
}
/**
 * A text link.
 */
export interface Link1 {
  /**
   * The words of the link.
   */
  label: string;
  href: Href;
}
/**
 * A band of headline figures, such as 40+ years of experience.
 */
export interface StatsBlock {
  /**
   * Block type.
   */
  type: 'stats';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * The figures, in order.
   *
   * @minItems 2
   * @maxItems 6
   */
  items: Stat[];
}
export interface Stat {
  /**
   * The figure as shown, such as 140+ or 60K+.
   */
  value: string;
  /**
   * What the figure counts.
   */
  label: string;
}
/**
 * Quotes from travellers, with their star rating.
 */
export interface TestimonialsBlock {
  /**
   * Block type.
   */
  type: 'testimonials';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The testimonials, in order.
   *
   * @minItems 1
   */
  items: Testimonial[];
}
export interface Testimonial {
  /**
   * What the traveller said, without quotation marks.
   */
  quote: string;
  /**
   * Who said it: a name, a couple or a family.
   */
  author: string;
  /**
   * Where they are from.
   */
  location?: string;
  /**
   * The journey or destination they took.
   */
  trip?: string;
  /**
   * Stars out of five.
   */
  rating: number;
}
/**
 * A section of prose with a heading, optionally beside a picture.
 */
export interface TextSectionBlock {
  /**
   * Block type.
   */
  type: 'text-section';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The paragraphs, in order.
   *
   * @minItems 1
   */
  paragraphs: RichText[];
  image?: Image;
  /**
   * Which side the picture sits on at desktop widths.
   */
  imagePosition?: 'left' | 'right';
  /**
   * Buttons after the text.
   *
   * @maxItems 3
   */
  actions?: Button[];
}
/**
 * A grid of tiles: services, destinations, reasons, journal teasers. A tile shows a picture or an icon, a title, text, tags and an optional link.
 */
export interface TileGridBlock {
  /**
   * Block type.
   */
  type: 'tile-grid';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * How many tiles stand side by side at desktop widths; phones always show one.
   */
  columns?: 2 | 3 | 4 | 5;
  /**
   * The section's background: plain (the page colour) or tinted (a soft contrasting band).
   */
  tone?: 'plain' | 'tinted';
  /**
   * The tiles, in order.
   *
   * @minItems 1
   */
  tiles: Tile[];
  action?: Button;
}
export interface Tile {
  /**
   * The tile's heading.
   */
  title: string;
  /**
   * A short line under the heading.
   */
  subtitle?: string;
  text: RichText;
  image?: Image;
  icon?: IconName;
  /**
   * Short highlights shown as tags.
   */
  tags?: string[];
  link?: Link;
}
/**
 * Dated milestones in order, such as the agency's story.
 */
export interface TimelineBlock {
  /**
   * Block type.
   */
  type: 'timeline';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The milestones, oldest first.
   *
   * @minItems 1
   */
  entries: TimelineEntry[];
}
export interface TimelineEntry {
  /**
   * The year or span, such as 1986 or 2024-2025.
   */
  year: string;
  /**
   * The milestone's heading.
   */
  title: string;
  text: RichText;
  /**
   * A short standout line, such as an award.
   */
  highlight?: string;
  image?: Image;
}
/**
 * A video shown as its poster picture with a play button; the player loads only when a visitor presses play.
 */
export interface VideoBlock {
  /**
   * Block type.
   */
  type: 'video';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * Which video service hosts the video.
   */
  provider: 'youtube' | 'vimeo';
  /**
   * The video's id at the provider: the part after watch?v= on YouTube, the number on Vimeo.
   */
  videoId: string;
  /**
   * The video's title, read out to screen-reader users and shown on the play button.
   */
  title: string;
  poster: Image;
  /**
   * A line under the video.
   */
  caption?: string;
}
