// opml-mapper [xmlmap options] INPUT...
//
// `xmlmap` with one more mapper: every built-in mapper plus `OPMLMapper`, defined in
// OPMLMapper.swift with the declarative layer. The template for "add my own format to
// xmlmap": write a mapper, register it, hand the registry to the command line.
import Mappers
import XMLMapCommandLine
import XMLMapKit
import XMLMapOutput

var registry = XMLMapperRegistry.builtIn
registry.register(OPMLMapper())
XMLMapCommand.main(registry: registry)
