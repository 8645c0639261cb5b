import { BLOG_POSTS } from '../components/blogPosts'

export default function BlogsPage() {
  return (
    <div className="container page">
      <header className="page-head">
        <p className="eyebrow eyebrow--dark">Blog</p>
        <h1>Questions from our buyers</h1>
        <p className="page-head__lead">Short, straight answers to what buyers ask our trade desk about prices, payment and ordering in bulk.</p>
      </header>
      <div className="blog-list">
        {BLOG_POSTS.map((post, index) => (
          <article className="blog-card" key={post.id} id={post.id} aria-labelledby={`${post.id}-title`}>
            <p className="blog-card__meta">
              <span className="num">Q{index + 1}</span>
              {post.tags.map((tag) => (
                <span className="tag" key={tag}>
                  {tag}
                </span>
              ))}
            </p>
            <h2 id={`${post.id}-title`} className="blog-card__question">
              {post.question}
            </h2>
            <div className="blog-card__answer">
              {post.answer.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </article>
        ))}
      </div>
    </div>
  )
}
