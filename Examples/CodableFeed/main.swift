// codable-feed [xmlmap options] INPUT...
//
// `xmlmap` with one more mapper, `codable-rss`, whose model is plain Codable structs decoded
// by XMLDecoder on the handler stack (CodableFeed.swift). The template for "map a format
// with Codable models and no handler".
import Mappers
import XMLMapCommandLine
import XMLMapKit
import XMLMapOutput

var registry = XMLMapperRegistry.builtIn
registry.register(CodableFeedMapper())
XMLMapCommand.main(registry: registry)
