export interface BlogPost {
  id: string
  question: string
  tags: string[]
  answer: string[]
}

// Written for Pallet's blog; each answer is short but accurate.
export const BLOG_POSTS: BlogPost[] = [
  {
    id: 'sql-vs-nosql',
    question: 'What is the difference between SQL and NoSQL databases?',
    tags: ['Databases'],
    answer: [
      'SQL (relational) databases such as PostgreSQL or SQLite store data in tables with a fixed schema, and relate tables through keys. You query them with SQL, join tables freely, and get ACID transactions that span many rows and tables.',
      'NoSQL is a family name for databases that drop some of that model: document stores like MongoDB keep self-contained JSON-like documents, key-value stores like Redis map keys to values, and wide-column and graph databases each fit their own access pattern. They usually scale out across machines more easily and let each record carry its own shape.',
      'Pick by access pattern, not fashion. If your data is highly related and you need multi-row transactions, a relational database is the safer default. If you read and write whole aggregates (an order with its lines) and need to scale writes horizontally, a document store fits. Pallet itself runs on either: SQLite for a single server, MongoDB in production.',
    ],
  },
  {
    id: 'jwt',
    question: 'How does token-based (JWT) authentication work?',
    tags: ['Security', 'Auth'],
    answer: [
      'After you prove who you are (a password, or a provider such as Google), the server issues a token. A JSON Web Token has three base64url parts: a header naming the algorithm, a payload of claims (who you are, when the token expires), and a signature over both.',
      'The browser sends the token on each request in an Authorization: Bearer header. The server checks the signature and the expiry, and trusts the claims without a database lookup — that is what makes JWTs stateless.',
      'Two cautions. Anyone can read a JWT payload, so never put secrets in it; the signature only stops tampering. And a stateless token cannot be taken back before it expires, so keep lifetimes short, refresh them, or keep a server-side revocation list for sign-out.',
    ],
  },
  {
    id: 'virtual-dom',
    question: 'What is the virtual DOM, and why does React use it?',
    tags: ['React', 'Front end'],
    answer: [
      'The virtual DOM is a lightweight tree of plain JavaScript objects that describes what the UI should look like. When state changes, React renders components to a new tree and compares it with the previous one — a step called reconciliation.',
      'React then applies only the differences to the real DOM. Touching the real DOM is comparatively slow and can trigger layout and paint, so batching the minimal set of changes keeps updates fast and lets you write UI as a pure function of state.',
      'Keys matter here: giving list items a stable key lets React match old and new items, so it moves rows instead of re-creating them and keeps their state.',
    ],
  },
  {
    id: 'hexagonal',
    question: 'Why use hexagonal (ports and adapters) architecture?',
    tags: ['Architecture', 'Go'],
    answer: [
      'Hexagonal architecture puts the business rules in the middle and keeps technology at the edges. The core declares small interfaces — ports — for what it needs, such as "save a booking" or "charge a card". Adapters implement those ports for a real database, payment provider or HTTP framework.',
      'The payoff is freedom and testability. The same use case can run against SQLite, MongoDB or an in-memory fake, and the same contract test suite proves each adapter behaves alike. Swapping Stripe for a test gateway, or Firebase for local sign-in, touches one adapter and the wiring, not the rules.',
      'The cost is some indirection, so keep ports small and named after what the core needs, not after the technology that happens to provide it.',
    ],
  },
  {
    id: 'overselling',
    question: 'How do you keep an online shop from overselling stock?',
    tags: ['Databases', 'Concurrency'],
    answer: [
      'The classic bug is "read, then write": two buyers read stock 100, both order 80, and both writes succeed. The fix is to make the check and the decrement one atomic step.',
      'In SQL that is a conditional update inside a transaction — UPDATE products SET stock = stock - 80 WHERE id = ? AND stock >= 80 — followed by checking that exactly one row changed. In MongoDB it is a single findOneAndUpdate with the same condition and an $inc of -80, because single-document updates are atomic.',
      'Then make the reverse path just as careful: cancelling an unpaid order or refunding a paid one puts the quantity back, and a test that fires many concurrent orders at one product proves the stock never goes below zero.',
    ],
  },
]
