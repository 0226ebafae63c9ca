// What other features may use from discussions: user text shown as text, http(s) links only
// (check-in posts and articles show member text the same way).
