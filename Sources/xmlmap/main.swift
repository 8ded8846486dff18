import XMLMapCommandLine
import XMLMapKit

XMLMapCommand.main(registry: XMLMapperRegistry())
