extension AtomPerson {
    /// A person RSS writes in one string (`me@example.com (My Name)`): its name, else its
    /// address, else the string (Atom requires a name), and its address.
    init(_ person: RSSPerson) {
        self.init(name: person.name ?? person.email ?? person.text, email: person.email)
    }
}

extension RSSPerson {
    /// An Atom person in RSS's one string: `email (name)` when it has both, else the one it
    /// has (an Atom person's `uri` has no place in it). `nil` when it has neither.
    init?(_ person: AtomPerson) {
        switch (person.name, person.email) {
        case (let name?, let email?): self.init(text: email + " (" + name + ")")
        case (let name?, nil): self.init(text: name)
        case (nil, let email?): self.init(text: email)
        case (nil, nil): return nil
        }
    }
}
